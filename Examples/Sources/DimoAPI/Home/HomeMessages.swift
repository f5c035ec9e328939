import Foundation

/// The answer to `GET home/anime` and `GET home/movie`: the five sections, of one kind of work.
public struct RespondHome: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The sections, in ``HomeCategory`` order.
  public var contents: [HomeSection]

  /// Creates the answer.
  public init(code: Int, message: String, contents: [HomeSection]) {
    self.code = code
    self.message = message
    self.contents = contents
  }
}

/// `GET home/anime_more?user_id=&type=` (and `home/movie_more`): one home list without its limit. A `type` other than
/// `same_mbti_anime`, `same_mbti_character` or `recommend` means `hits`, as in the original.
public struct RequestHomeMore: DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The list.
  public var type: HomeCategory

  /// Creates the request.
  public init(userID: String? = nil, type: HomeCategory) {
    self.userID = userID
    self.type = type
  }

  /// Reads `user_id` and `type`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    let type = HomeCategory(rawValue: query.optionalString("type") ?? "") ?? .hits
    self.type = type == .represent ? .hits : type
  }

  /// `user_id` (when set) and `type`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [URLQueryItem(name: "type", value: type.rawValue)]
  }
}

/// The answer to a "more" list: works, or characters for `same_mbti_character`.
public struct RespondHomeMore: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The works (empty for the character list).
  public var anime: [AnimeRow]
  /// The characters (only for `same_mbti_character`).
  public var characters: [CharacterCard]

  /// Creates the answer.
  public init(code: Int, message: String, anime: [AnimeRow], characters: [CharacterCard]) {
    self.code = code
    self.message = message
    self.anime = anime
    self.characters = characters
  }

  enum CodingKeys: String, CodingKey {
    case code, message, contents
  }

  /// Reads `contents` as characters when its rows have a `character_id`, else as works.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    code = try container.decode(Int.self, forKey: .code)
    message = try container.decode(String.self, forKey: .message)
    if let characters = try? container.decode([CharacterCard].self, forKey: .contents),
      !characters.isEmpty
    {
      self.characters = characters
      anime = []
    } else {
      anime = try container.decode([AnimeRow].self, forKey: .contents)
      characters = []
    }
  }

  /// Writes the one non-empty list as `contents`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code, forKey: .code)
    try container.encode(message, forKey: .message)
    if characters.isEmpty {
      try container.encode(anime, forKey: .contents)
    } else {
      try container.encode(characters, forKey: .contents)
    }
  }
}
