/// A like of a comment.
public struct CommentLikeRow: Codable, Equatable, Sendable {
  /// The like's id.
  public var commentLikeID: Int
  /// The comment's character.
  public var characterID: Int
  /// Who liked it.
  public var userID: String
  /// The comment.
  public var commentID: Int

  enum CodingKeys: String, CodingKey {
    case commentLikeID = "comment_like_id"
    case characterID = "character_id"
    case userID = "user_id"
    case commentID = "comment_id"
  }

  /// Creates the row.
  public init(commentLikeID: Int, characterID: Int, userID: String, commentID: Int) {
    self.commentLikeID = commentLikeID
    self.characterID = characterID
    self.userID = userID
    self.commentID = commentID
  }
}

/// A comment under a review.
public struct CommentRow: Codable, Equatable, Sendable {
  /// The comment's id.
  public var commentID: Int
  /// The review.
  public var reviewID: Int
  /// The author's login id.
  public var userID: String
  /// The author's nickname.
  public var nickname: String
  /// The author's MBTI.
  @ExplicitNull public var mbti: String?
  /// The author's picture's URL path, or null.
  @ExplicitNull public var profileImg: String?
  /// Likes.
  public var commentLike: Int
  /// The text.
  public var commentContent: String
  /// 1 when it contains spoilers.
  public var commentSpoiler: Int
  /// The review's character.
  public var characterID: Int
  /// The caller's like of it, or null.
  @ExplicitNull public var isLiked: CommentLikeRow?

  enum CodingKeys: String, CodingKey {
    case nickname, mbti
    case commentID = "comment_id"
    case reviewID = "review_id"
    case userID = "user_id"
    case profileImg = "profile_img"
    case commentLike = "comment_like"
    case commentContent = "comment_content"
    case commentSpoiler = "comment_spoiler"
    case characterID = "character_id"
    case isLiked = "is_liked"
  }

  /// Creates the row.
  public init(
    commentID: Int, reviewID: Int, userID: String, nickname: String, mbti: String?,
    profileImg: String?, commentLike: Int, commentContent: String, commentSpoiler: Int,
    characterID: Int, isLiked: CommentLikeRow?
  ) {
    self.commentID = commentID
    self.reviewID = reviewID
    self.userID = userID
    self.nickname = nickname
    self.mbti = mbti
    self.profileImg = profileImg
    self.commentLike = commentLike
    self.commentContent = commentContent
    self.commentSpoiler = commentSpoiler
    self.characterID = characterID
    self.isLiked = isLiked
  }
}
