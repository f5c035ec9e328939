import Foundation

/// `GET character?user_id=&character_id=`: a character's reviews, newest first, without those
/// the caller hid.
public struct RequestCharacter: DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The character's id.
  public var characterID: Int

  /// Creates the request.
  public init(userID: String? = nil, characterID: Int) {
    self.userID = userID
    self.characterID = characterID
  }

  /// Reads `user_id` and `character_id`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    characterID = try query.int("character_id")
  }

  /// `user_id` (when set) and `character_id`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [
      URLQueryItem(name: "character_id", value: "\(characterID)")
    ]
  }
}

/// A character's reviews.
public struct RespondReviewList: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The caller's login id.
  public var userID: String
  /// The reviews, newest first.
  public var reviewList: [ReviewRow]

  enum CodingKeys: String, CodingKey {
    case code, message
    case userID = "user_id"
    case reviewList = "review_list"
  }

  /// Creates the answer.
  public init(code: Int, message: String, userID: String, reviewList: [ReviewRow]) {
    self.code = code
    self.message = message
    self.userID = userID
    self.reviewList = reviewList
  }
}

/// `GET character/review_detail?user_id=&character_id=&review_id=`: one review (counting one
/// more hit).
public struct RequestReviewDetail: DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The review's character.
  public var characterID: Int
  /// The review.
  public var reviewID: Int

  /// Creates the request.
  public init(userID: String? = nil, characterID: Int, reviewID: Int) {
    self.userID = userID
    self.characterID = characterID
    self.reviewID = reviewID
  }

  /// Reads `user_id`, `character_id` and `review_id`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    characterID = try query.int("character_id")
    reviewID = try query.int("review_id")
  }

  /// `user_id` (when set), `character_id` and `review_id`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [
      URLQueryItem(name: "character_id", value: "\(characterID)"),
      URLQueryItem(name: "review_id", value: "\(reviewID)"),
    ]
  }
}

/// One review. `character_id` is a string here, as the original echoed it.
public struct RespondReviewDetail: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The caller's login id.
  public var userID: String
  /// The character's id, as a string.
  public var characterID: String
  /// The one review.
  public var reviewList: [ReviewDetailRow]
  /// The caller's like of it, or null.
  @ExplicitNull public var isLiked: [ReviewLikeRow]?

  enum CodingKeys: String, CodingKey {
    case code, message
    case userID = "user_id"
    case characterID = "character_id"
    case reviewList = "review_list"
    case isLiked = "is_liked"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, userID: String, characterID: String,
    reviewList: [ReviewDetailRow], isLiked: [ReviewLikeRow]?
  ) {
    self.code = code
    self.message = message
    self.userID = userID
    self.characterID = characterID
    self.reviewList = reviewList
    self.isLiked = isLiked
  }
}

/// `POST character/write_review`.
public struct RequestWriteReview: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The character's id.
  public var characterID: Int
  /// 3 to 500 characters.
  public var reviewContent: String
  /// 1 when it contains spoilers.
  public var reviewSpoiler: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
    case reviewContent = "review_content"
    case reviewSpoiler = "review_spoiler"
  }

  /// Creates the request.
  public init(userID: String? = nil, characterID: Int, reviewContent: String, reviewSpoiler: Int) {
    self.userID = userID
    self.characterID = characterID
    self.reviewContent = reviewContent
    self.reviewSpoiler = reviewSpoiler
  }
}

/// The new review's id.
public struct RespondWriteReview: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The author's login id.
  public var userID: String
  /// The character's id.
  public var characterID: Int
  /// The new review's id.
  public var reviewID: Int

  enum CodingKeys: String, CodingKey {
    case code, message
    case userID = "user_id"
    case characterID = "character_id"
    case reviewID = "review_id"
  }

  /// Creates the answer.
  public init(code: Int, message: String, userID: String, characterID: Int, reviewID: Int) {
    self.code = code
    self.message = message
    self.userID = userID
    self.characterID = characterID
    self.reviewID = reviewID
  }
}

/// `POST character/modify_review`: the author's own review only.
public struct RequestModifyReview: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The review's character.
  public var characterID: Int
  /// The new text.
  public var reviewContent: String
  /// 1 when it contains spoilers.
  public var reviewSpoiler: Int
  /// The review.
  public var reviewID: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
    case reviewContent = "review_content"
    case reviewSpoiler = "review_spoiler"
    case reviewID = "review_id"
  }

  /// Creates the request.
  public init(
    userID: String? = nil, characterID: Int, reviewContent: String, reviewSpoiler: Int,
    reviewID: Int
  ) {
    self.userID = userID
    self.characterID = characterID
    self.reviewContent = reviewContent
    self.reviewSpoiler = reviewSpoiler
    self.reviewID = reviewID
  }
}

/// A review and its character, with the caller: the body of `DELETE character/delete_review`
/// (the author's own only), `POST character/review_like` and `review_dislike`.
public struct RequestReview: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The review's character.
  public var characterID: Int
  /// The review.
  public var reviewID: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
    case reviewID = "review_id"
  }

  /// Creates the request.
  public init(userID: String? = nil, characterID: Int, reviewID: Int) {
    self.userID = userID
    self.characterID = characterID
    self.reviewID = reviewID
  }
}

/// A like count after a like or unlike: 200 when it changed, 201 when it already was so.
public struct RespondLikeCount: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The likes now.
  public var likeCnt: Int
  /// Whether the caller likes it now (ours).
  public var isLiked: Bool

  enum CodingKeys: String, CodingKey {
    case code, message
    case likeCnt = "like_cnt"
    case isLiked = "is_liked"
  }

  /// Creates the answer.
  public init(code: Int, message: String, likeCnt: Int, isLiked: Bool) {
    self.code = code
    self.message = message
    self.likeCnt = likeCnt
    self.isLiked = isLiked
  }
}
