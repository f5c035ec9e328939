/// A review in a character's feed.
public struct ReviewRow: Codable, Equatable, Sendable {
  /// The review's id.
  public var reviewID: Int
  /// The author's login id.
  public var userID: String
  /// The character's id.
  public var characterID: Int
  /// The text.
  public var reviewContent: String
  /// Likes.
  public var reviewLike: Int
  /// Views of its detail.
  public var reviewHits: Int
  /// 1 when it contains spoilers.
  public var reviewSpoiler: Int
  /// The author's nickname.
  public var nickname: String
  /// The author's MBTI.
  @ExplicitNull public var mbti: String?
  /// The author's picture's URL path, or null.
  @ExplicitNull public var profileImg: String?
  /// Comments on it.
  public var commentCount: Int

  enum CodingKeys: String, CodingKey {
    case nickname, mbti
    case reviewID = "review_id"
    case userID = "user_id"
    case characterID = "character_id"
    case reviewContent = "review_content"
    case reviewLike = "review_like"
    case reviewHits = "review_hits"
    case reviewSpoiler = "review_spoiler"
    case profileImg = "profile_img"
    case commentCount = "comment_count"
  }

  /// Creates the row.
  public init(
    reviewID: Int, userID: String, characterID: Int, reviewContent: String, reviewLike: Int,
    reviewHits: Int, reviewSpoiler: Int, nickname: String, mbti: String?, profileImg: String?,
    commentCount: Int
  ) {
    self.reviewID = reviewID
    self.userID = userID
    self.characterID = characterID
    self.reviewContent = reviewContent
    self.reviewLike = reviewLike
    self.reviewHits = reviewHits
    self.reviewSpoiler = reviewSpoiler
    self.nickname = nickname
    self.mbti = mbti
    self.profileImg = profileImg
    self.commentCount = commentCount
  }
}

/// A review with its character and work, as its detail shows it.
public struct ReviewDetailRow: Codable, Equatable, Sendable {
  /// The review as the feed shows it.
  public var review: ReviewRow
  /// The character's name.
  public var characterName: String
  /// The work's title.
  public var title: String
  /// The character's MBTI, or null.
  @ExplicitNull public var characterMBTI: String?

  enum CodingKeys: String, CodingKey {
    case title
    case characterName = "character_name"
    case characterMBTI = "character_mbti"
  }

  /// Creates the row.
  public init(review: ReviewRow, characterName: String, title: String, characterMBTI: String?) {
    self.review = review
    self.characterName = characterName
    self.title = title
    self.characterMBTI = characterMBTI
  }

  /// Reads the review's fields and the three more, all at one level.
  public init(from decoder: any Decoder) throws {
    review = try ReviewRow(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    characterName = try container.decode(String.self, forKey: .characterName)
    title = try container.decode(String.self, forKey: .title)
    characterMBTI = try container.decode(ExplicitNull<String>.self, forKey: .characterMBTI)
      .wrappedValue
  }

  /// Writes the review's fields and the three more, all at one level.
  public func encode(to encoder: any Encoder) throws {
    try review.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(characterName, forKey: .characterName)
    try container.encode(title, forKey: .title)
    try container.encode(_characterMBTI, forKey: .characterMBTI)
  }
}

/// A like of a review.
public struct ReviewLikeRow: Codable, Equatable, Sendable {
  /// The like's id.
  public var reviewLikeID: Int
  /// The review's character.
  public var characterID: Int
  /// Who liked it.
  public var userID: String
  /// The review.
  public var reviewID: Int

  enum CodingKeys: String, CodingKey {
    case reviewLikeID = "review_like_id"
    case characterID = "character_id"
    case userID = "user_id"
    case reviewID = "review_id"
  }

  /// Creates the row.
  public init(reviewLikeID: Int, characterID: Int, userID: String, reviewID: Int) {
    self.reviewLikeID = reviewLikeID
    self.characterID = characterID
    self.userID = userID
    self.reviewID = reviewID
  }
}
