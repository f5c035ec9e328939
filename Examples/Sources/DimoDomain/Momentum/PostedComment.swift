/// A comment someone wrote, with its review and that review's character.
public struct PostedComment: Hashable, Sendable, Identifiable {
  /// The comment's id.
  public var id: Int
  /// The review it answers.
  public var reviewID: Int
  /// The review's character (and its work's title).
  public var character: CharacterSummary
  /// The text.
  public var content: String
  /// True when marked as a spoiler.
  public var isSpoiler: Bool
  /// Likes.
  public var likeCount: Int

  /// Creates a comment row.
  public init(
    id: Int, reviewID: Int, character: CharacterSummary, content: String, isSpoiler: Bool,
    likeCount: Int
  ) {
    self.id = id
    self.reviewID = reviewID
    self.character = character
    self.content = content
    self.isSpoiler = isSpoiler
    self.likeCount = likeCount
  }
}
