/// A review someone wrote, with the character it is about.
public struct PostedReview: Hashable, Sendable, Identifiable {
  /// The review's id.
  public var id: Int
  /// The character (and its work's title).
  public var character: CharacterSummary
  /// The text.
  public var content: String
  /// True when marked as a spoiler.
  public var isSpoiler: Bool
  /// Likes.
  public var likeCount: Int
  /// Times it was opened.
  public var hits: Int

  /// Creates a review row.
  public init(
    id: Int, character: CharacterSummary, content: String, isSpoiler: Bool, likeCount: Int,
    hits: Int
  ) {
    self.id = id
    self.character = character
    self.content = content
    self.isSpoiler = isSpoiler
    self.likeCount = likeCount
    self.hits = hits
  }
}
