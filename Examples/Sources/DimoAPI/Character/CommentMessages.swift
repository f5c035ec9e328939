import Foundation

/// `GET character/comment?user_id=&review_id=`: a review's comments, newest first.
public struct RequestComments: DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The review.
  public var reviewID: Int

  /// Creates the request.
  public init(userID: String? = nil, reviewID: Int) {
    self.userID = userID
    self.reviewID = reviewID
  }

  /// Reads `user_id` and `review_id`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    reviewID = try query.int("review_id")
  }

  /// `user_id` (when set) and `review_id`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [
      URLQueryItem(name: "review_id", value: "\(reviewID)")
    ]
  }
}

/// A review's comments.
public struct RespondCommentList: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The comments, newest first.
  public var commentList: [CommentRow]

  enum CodingKeys: String, CodingKey {
    case code, message
    case commentList = "comment_list"
  }

  /// Creates the answer.
  public init(code: Int, message: String, commentList: [CommentRow]) {
    self.code = code
    self.message = message
    self.commentList = commentList
  }
}

/// `POST character/write_comment`.
public struct RequestWriteComment: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The review's character.
  public var characterID: Int
  /// The review.
  public var reviewID: Int
  /// 1 to 500 characters.
  public var commentContent: String
  /// 1 when it contains spoilers.
  public var commentSpoiler: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
    case reviewID = "review_id"
    case commentContent = "comment_content"
    case commentSpoiler = "comment_spoiler"
  }

  /// Creates the request.
  public init(
    userID: String? = nil, characterID: Int, reviewID: Int, commentContent: String,
    commentSpoiler: Int
  ) {
    self.userID = userID
    self.characterID = characterID
    self.reviewID = reviewID
    self.commentContent = commentContent
    self.commentSpoiler = commentSpoiler
  }
}

/// The new comment's id.
public struct RespondWriteComment: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The new comment's id.
  public var commentID: Int

  enum CodingKeys: String, CodingKey {
    case code, message
    case commentID = "comment_id"
  }

  /// Creates the answer.
  public init(code: Int, message: String, commentID: Int) {
    self.code = code
    self.message = message
    self.commentID = commentID
  }
}

/// `POST character/modify_comment`: the author's own comment only.
public struct RequestModifyComment: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The comment's character.
  public var characterID: Int
  /// The new text.
  public var commentContent: String
  /// 1 when it contains spoilers.
  public var commentSpoiler: Int
  /// The comment.
  public var commentID: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
    case commentContent = "comment_content"
    case commentSpoiler = "comment_spoiler"
    case commentID = "comment_id"
  }

  /// Creates the request.
  public init(
    userID: String? = nil, characterID: Int, commentContent: String, commentSpoiler: Int,
    commentID: Int
  ) {
    self.userID = userID
    self.characterID = characterID
    self.commentContent = commentContent
    self.commentSpoiler = commentSpoiler
    self.commentID = commentID
  }
}

/// `DELETE character/delete_comment`: the author's own comment only.
public struct RequestDeleteComment: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The comment's character.
  public var characterID: Int
  /// The comment's review.
  public var reviewID: Int
  /// The comment.
  public var commentID: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
    case reviewID = "review_id"
    case commentID = "comment_id"
  }

  /// Creates the request.
  public init(userID: String? = nil, characterID: Int, reviewID: Int, commentID: Int) {
    self.userID = userID
    self.characterID = characterID
    self.reviewID = reviewID
    self.commentID = commentID
  }
}

/// `POST character/like_comment` and `dislike_comment`.
public struct RequestCommentLike: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The comment's character.
  public var characterID: Int
  /// The comment.
  public var commentID: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
    case commentID = "comment_id"
  }

  /// Creates the request.
  public init(userID: String? = nil, characterID: Int, commentID: Int) {
    self.userID = userID
    self.characterID = characterID
    self.commentID = commentID
  }
}

/// `POST character/blind_review`: hides a review (`blind_type` 0) or every review of its author
/// (1) from the caller.
public struct RequestBlindReview: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The review.
  public var reviewID: Int
  /// 0: this review; 1: every review of its author.
  public var blindType: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case reviewID = "review_id"
    case blindType = "blind_type"
  }

  /// Creates the request.
  public init(userID: String? = nil, reviewID: Int, blindType: Int) {
    self.userID = userID
    self.reviewID = reviewID
    self.blindType = blindType
  }
}

/// `POST character/report_user`: reports a review's author, once per review.
public struct RequestReport: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The review.
  public var reviewID: Int
  /// A reason label or free text, up to 100 characters.
  public var reportReason: String

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case reviewID = "review_id"
    case reportReason = "report_reason"
  }

  /// Creates the request.
  public init(userID: String? = nil, reviewID: Int, reportReason: String) {
    self.userID = userID
    self.reviewID = reviewID
    self.reportReason = reportReason
  }
}
