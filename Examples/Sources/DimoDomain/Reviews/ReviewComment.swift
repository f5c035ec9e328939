/// A comment on a review.
public struct ReviewComment: Hashable, Sendable, Identifiable {
  /// The comment's id.
  public var id: Int
  /// The review it answers.
  public var reviewID: Int
  /// The author's login id.
  public var authorID: String
  /// The author's nickname.
  public var nickname: String
  /// The author's MBTI.
  public var mbti: MBTI?
  /// The text.
  public var content: String
  /// True when marked as a spoiler (스포).
  public var isSpoiler: Bool
  /// Likes.
  public var likeCount: Int
  /// True when the caller liked it.
  public var isLiked: Bool

  /// Creates a comment.
  public init(
    id: Int, reviewID: Int, authorID: String, nickname: String, mbti: MBTI?, content: String,
    isSpoiler: Bool, likeCount: Int, isLiked: Bool
  ) {
    self.id = id
    self.reviewID = reviewID
    self.authorID = authorID
    self.nickname = nickname
    self.mbti = mbti
    self.content = content
    self.isSpoiler = isSpoiler
    self.likeCount = likeCount
    self.isLiked = isLiked
  }
}
