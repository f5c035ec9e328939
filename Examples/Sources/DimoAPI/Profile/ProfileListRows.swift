/// An anime someone 찜'd.
public struct LikedAnimeRow: Codable, Equatable, Sendable {
  /// The anime's id.
  public var animeID: Int
  /// The poster's URL path.
  public var posterImg: String
  /// The title.
  public var title: String
  /// See ``LikedMovieRow/likeID``.
  public var likeID: Int?

  enum CodingKeys: String, CodingKey {
    case title
    case animeID = "anime_id"
    case posterImg = "poster_img"
    case likeID = "like_id"
  }

  /// Creates the row.
  public init(animeID: Int, posterImg: String, title: String, likeID: Int? = nil) {
    self.animeID = animeID
    self.posterImg = posterImg
    self.title = title
    self.likeID = likeID
  }
}

/// A movie someone 찜'd: its id, as in the original (which named TMDB ids), and — added here,
/// since the original's app had to look each one up — its title and poster.
public struct LikedMovieRow: Codable, Equatable, Sendable {
  /// The movie's id in the server's catalog (`detail/moviedata/{id}`).
  public var contentID: Int
  /// The title; absent in the original's answer.
  public var title: String?
  /// The poster's URL path; absent in the original's answer.
  public var posterImg: String?
  /// The 찜's number, larger for a later 찜 of either kind, so the anime and movie lists merge
  /// newest first; absent in the original's answer, whose app listed anime, then movies.
  public var likeID: Int?

  enum CodingKeys: String, CodingKey {
    case title
    case contentID = "content_id"
    case posterImg = "poster_img"
    case likeID = "like_id"
  }

  /// Creates the row.
  public init(contentID: Int, title: String? = nil, posterImg: String? = nil, likeID: Int? = nil) {
    self.contentID = contentID
    self.title = title
    self.posterImg = posterImg
    self.likeID = likeID
  }
}

/// The character and work a review or comment belongs to, at the same level as its fields.
public struct PostedOn: Codable, Equatable, Sendable {
  /// The work's title.
  public var title: String
  /// The work's id.
  public var animeID: Int
  /// The portrait's URL path.
  public var characterImg: String
  /// The character's name.
  public var characterName: String
  /// The character's MBTI, or null.
  @ExplicitNull public var characterMBTI: String?

  enum CodingKeys: String, CodingKey {
    case title
    case animeID = "anime_id"
    case characterImg = "character_img"
    case characterName = "character_name"
    case characterMBTI = "character_mbti"
  }

  /// Creates the fields.
  public init(
    title: String, animeID: Int, characterImg: String, characterName: String,
    characterMBTI: String?
  ) {
    self.title = title
    self.animeID = animeID
    self.characterImg = characterImg
    self.characterName = characterName
    self.characterMBTI = characterMBTI
  }
}

/// A review someone wrote, with its character and work.
public struct MyReviewRow: Codable, Equatable, Sendable {
  /// The character and work.
  public var on: PostedOn
  /// The review's id.
  public var reviewID: Int
  /// The author.
  public var userID: String
  /// The character's id.
  public var characterID: Int
  /// The text.
  public var reviewContent: String
  /// Likes.
  public var reviewLike: Int
  /// Views.
  public var reviewHits: Int
  /// 1 with spoilers.
  public var reviewSpoiler: Int

  enum CodingKeys: String, CodingKey {
    case reviewID = "review_id"
    case userID = "user_id"
    case characterID = "character_id"
    case reviewContent = "review_content"
    case reviewLike = "review_like"
    case reviewHits = "review_hits"
    case reviewSpoiler = "review_spoiler"
  }

  /// Creates the row.
  public init(
    on: PostedOn, reviewID: Int, userID: String, characterID: Int, reviewContent: String,
    reviewLike: Int, reviewHits: Int, reviewSpoiler: Int
  ) {
    self.on = on
    self.reviewID = reviewID
    self.userID = userID
    self.characterID = characterID
    self.reviewContent = reviewContent
    self.reviewLike = reviewLike
    self.reviewHits = reviewHits
    self.reviewSpoiler = reviewSpoiler
  }

  /// Reads every field at one level.
  public init(from decoder: any Decoder) throws {
    on = try PostedOn(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    reviewID = try container.decode(Int.self, forKey: .reviewID)
    userID = try container.decode(String.self, forKey: .userID)
    characterID = try container.decode(Int.self, forKey: .characterID)
    reviewContent = try container.decode(String.self, forKey: .reviewContent)
    reviewLike = try container.decode(Int.self, forKey: .reviewLike)
    reviewHits = try container.decode(Int.self, forKey: .reviewHits)
    reviewSpoiler = try container.decode(Int.self, forKey: .reviewSpoiler)
  }

  /// Writes every field at one level.
  public func encode(to encoder: any Encoder) throws {
    try on.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(reviewID, forKey: .reviewID)
    try container.encode(userID, forKey: .userID)
    try container.encode(characterID, forKey: .characterID)
    try container.encode(reviewContent, forKey: .reviewContent)
    try container.encode(reviewLike, forKey: .reviewLike)
    try container.encode(reviewHits, forKey: .reviewHits)
    try container.encode(reviewSpoiler, forKey: .reviewSpoiler)
  }
}

/// A comment someone wrote, with its review's character and work.
public struct MyCommentRow: Codable, Equatable, Sendable {
  /// The character and work.
  public var on: PostedOn
  /// The comment's id.
  public var commentID: Int
  /// Its review.
  public var reviewID: Int
  /// The author.
  public var userID: String
  /// Likes.
  public var commentLike: Int
  /// The text.
  public var commentContent: String
  /// 1 with spoilers.
  public var commentSpoiler: Int
  /// The character's id.
  public var characterID: Int

  enum CodingKeys: String, CodingKey {
    case commentID = "comment_id"
    case reviewID = "review_id"
    case userID = "user_id"
    case commentLike = "comment_like"
    case commentContent = "comment_content"
    case commentSpoiler = "comment_spoiler"
    case characterID = "character_id"
  }

  /// Creates the row.
  public init(
    on: PostedOn, commentID: Int, reviewID: Int, userID: String, commentLike: Int,
    commentContent: String, commentSpoiler: Int, characterID: Int
  ) {
    self.on = on
    self.commentID = commentID
    self.reviewID = reviewID
    self.userID = userID
    self.commentLike = commentLike
    self.commentContent = commentContent
    self.commentSpoiler = commentSpoiler
    self.characterID = characterID
  }

  /// Reads every field at one level.
  public init(from decoder: any Decoder) throws {
    on = try PostedOn(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    commentID = try container.decode(Int.self, forKey: .commentID)
    reviewID = try container.decode(Int.self, forKey: .reviewID)
    userID = try container.decode(String.self, forKey: .userID)
    commentLike = try container.decode(Int.self, forKey: .commentLike)
    commentContent = try container.decode(String.self, forKey: .commentContent)
    commentSpoiler = try container.decode(Int.self, forKey: .commentSpoiler)
    characterID = try container.decode(Int.self, forKey: .characterID)
  }

  /// Writes every field at one level.
  public func encode(to encoder: any Encoder) throws {
    try on.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(commentID, forKey: .commentID)
    try container.encode(reviewID, forKey: .reviewID)
    try container.encode(userID, forKey: .userID)
    try container.encode(commentLike, forKey: .commentLike)
    try container.encode(commentContent, forKey: .commentContent)
    try container.encode(commentSpoiler, forKey: .commentSpoiler)
    try container.encode(characterID, forKey: .characterID)
  }
}

/// A vote someone cast, with its character and work.
public struct VotedCharacterRow: Codable, Equatable, Sendable {
  /// The vote's id.
  public var voteID: Int
  /// The character's id.
  public var characterID: Int
  /// The voter's MBTI when voting.
  @ExplicitNull public var userMBTI: String?
  /// The work's title.
  public var title: String
  /// The voter.
  public var userID: String
  /// E or I.
  public var energy: String
  /// S or N.
  public var recognization: String
  /// T or F.
  public var prediction: String
  /// J or P.
  public var reaction: String
  /// The work's id.
  public var contentID: Int
  /// The portrait's URL path.
  public var characterImg: String
  /// The character's name.
  public var characterName: String
  /// The character's MBTI, or null.
  @ExplicitNull public var characterMBTI: String?

  enum CodingKeys: String, CodingKey {
    case title, energy, recognization, prediction, reaction
    case voteID = "vote_id"
    case characterID = "character_id"
    case userMBTI = "user_mbti"
    case userID = "user_id"
    case contentID = "content_id"
    case characterImg = "character_img"
    case characterName = "character_name"
    case characterMBTI = "character_mbti"
  }

  /// Creates the row.
  public init(
    voteID: Int, characterID: Int, userMBTI: String?, title: String, userID: String,
    axes: VoteAxes, contentID: Int, characterImg: String, characterName: String,
    characterMBTI: String?
  ) {
    self.voteID = voteID
    self.characterID = characterID
    self.userMBTI = userMBTI
    self.title = title
    self.userID = userID
    self.energy = axes.energy
    self.recognization = axes.recognization
    self.prediction = axes.prediction
    self.reaction = axes.reaction
    self.contentID = contentID
    self.characterImg = characterImg
    self.characterName = characterName
    self.characterMBTI = characterMBTI
  }
}
