import Foundation

/// A character in a recommendation list.
public struct RecommendRow: Codable, Equatable, Sendable {
  /// The character's id.
  public var characterID: Int
  /// Its anime's id.
  public var animeID: Int
  /// The character's name.
  public var characterName: String
  /// The portrait's URL path.
  public var characterImg: String
  /// The character's MBTI, or null.
  @ExplicitNull public var characterMBTI: String?
  /// Its anime's title.
  public var title: String
  /// 1 when the caller voted on it.
  public var isVote: Int
  /// Its votes (only in the popular list).
  public var count: Int?

  enum CodingKeys: String, CodingKey {
    case title, count
    case characterID = "character_id"
    case animeID = "anime_id"
    case characterName = "character_name"
    case characterImg = "character_img"
    case characterMBTI = "character_mbti"
    case isVote = "is_vote"
  }

  /// Creates the row.
  public init(
    characterID: Int, animeID: Int, characterName: String, characterImg: String,
    characterMBTI: String?, title: String, isVote: Int, count: Int?
  ) {
    self.characterID = characterID
    self.animeID = animeID
    self.characterName = characterName
    self.characterImg = characterImg
    self.characterMBTI = characterMBTI
    self.title = title
    self.isVote = isVote
    self.count = count
  }
}

/// `GET vote/recommend?user_id=&category=`: `rand` for 300 random characters, anything else
/// (the app sends `popular`) for every voted character, most votes first.
public struct RequestRecommend: DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// `rand` or `popular`.
  public var category: String

  /// Creates the request.
  public init(userID: String? = nil, category: String) {
    self.userID = userID
    self.category = category
  }

  /// Reads `user_id` and `category`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    category = try query.string("category")
  }

  /// `user_id` (when set) and `category`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [URLQueryItem(name: "category", value: category)]
  }

  /// True for `rand`.
  public var isRandom: Bool { category == "rand" }
}

/// Recommended characters.
public struct RespondRecommend: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The characters.
  public var characterInfo: [RecommendRow]

  enum CodingKeys: String, CodingKey {
    case code, message
    case characterInfo = "character_info"
  }

  /// Creates the answer.
  public init(code: Int, message: String, characterInfo: [RecommendRow]) {
    self.code = code
    self.message = message
    self.characterInfo = characterInfo
  }
}

/// A character found by a search (or of the same work).
public struct SearchRow: Codable, Equatable, Sendable {
  /// The character's id.
  public var characterID: Int
  /// Its work's id (an anime's or a movie's).
  public var animeID: Int
  /// The portrait's URL path.
  public var characterImg: String
  /// The character's name.
  public var characterName: String
  /// The character's MBTI, or null.
  @ExplicitNull public var characterMBTI: String?
  /// Its work's title.
  public var title: String
  /// 1 when the caller voted on it.
  public var isVote: Int
  /// Its work's kind: `anime` or `movie`.
  public var category: String

  enum CodingKeys: String, CodingKey {
    case title, category
    case characterID = "character_id"
    case animeID = "anime_id"
    case characterImg = "character_img"
    case characterName = "character_name"
    case characterMBTI = "character_mbti"
    case isVote = "is_vote"
  }

  /// Creates the row.
  public init(
    characterID: Int, animeID: Int, characterImg: String, characterName: String,
    characterMBTI: String?, title: String, isVote: Int, category: String = "anime"
  ) {
    self.characterID = characterID
    self.animeID = animeID
    self.characterImg = characterImg
    self.characterName = characterName
    self.characterMBTI = characterMBTI
    self.title = title
    self.isVote = isVote
    self.category = category
  }
}

/// `GET vote/search_character` and `vote/search_content` with `?user_id=&search_content=`.
public struct RequestSearch: DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The keyword.
  public var searchContent: String

  /// Creates the request.
  public init(userID: String? = nil, searchContent: String) {
    self.userID = userID
    self.searchContent = searchContent
  }

  /// Reads `user_id` and `search_content`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    searchContent = try query.string("search_content")
  }

  /// `user_id` (when set) and `search_content`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [
      URLQueryItem(name: "search_content", value: searchContent)
    ]
  }
}

/// Characters found: 200, or 201 with an empty `result`.
public struct RespondSearch: DimoResponse, Equatable {
  /// 200 or 201.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The characters.
  public var result: [SearchRow]

  /// Creates the answer.
  public init(code: Int, message: String, result: [SearchRow]) {
    self.code = code
    self.message = message
    self.result = result
  }
}
