/// A review of a character, as the feed and the review detail show it.
public struct Review: Hashable, Sendable, Identifiable {
  /// The review's id.
  public var id: Int
  /// The character it is about.
  public var characterID: Int
  /// The author's login id.
  public var authorID: String
  /// The author's nickname.
  public var nickname: String
  /// The author's MBTI.
  public var mbti: MBTI?
  /// The text.
  public var content: String
  /// True when the author marked it as a spoiler.
  public var isSpoiler: Bool
  /// Likes.
  public var likeCount: Int
  /// Comments.
  public var commentCount: Int
  /// Times its detail was opened.
  public var hits: Int

  /// Creates a review.
  public init(
    id: Int, characterID: Int, authorID: String, nickname: String, mbti: MBTI?, content: String,
    isSpoiler: Bool, likeCount: Int, commentCount: Int, hits: Int
  ) {
    self.id = id
    self.characterID = characterID
    self.authorID = authorID
    self.nickname = nickname
    self.mbti = mbti
    self.content = content
    self.isSpoiler = isSpoiler
    self.likeCount = likeCount
    self.commentCount = commentCount
    self.hits = hits
  }
}
