/// The five sections of the home screen, in order, with the original's odd array keys.
public enum HomeCategory: String, CaseIterable, Codable, Sendable {
  /// "Today's DIMO": up to 5 random works.
  case represent
  /// Works with a character of the caller's MBTI.
  case sameMBTIAnime = "same_mbti_anime"
  /// Characters of the caller's MBTI.
  case sameMBTICharacter = "same_mbti_character"
  /// Works 찜'd by users of the caller's MBTI.
  case recommend
  /// The most opened works.
  case hits

  /// The key of the section's array: `same_mbti_char` and `hit` differ from the category.
  public var arrayKey: String {
    switch self {
    case .sameMBTICharacter: "same_mbti_char"
    case .hits: "hit"
    default: rawValue
    }
  }

  /// True for the section of characters; the others list works.
  public var listsCharacters: Bool { self == .sameMBTICharacter }
}

/// One home section: `{"category": "represent", "represent": [...]}`.
public struct HomeSection: Codable, Equatable, Sendable {
  /// Which section.
  public var category: HomeCategory
  /// The works (every section but ``HomeCategory/sameMBTICharacter``).
  public var anime: [AnimeRow]
  /// The characters (only ``HomeCategory/sameMBTICharacter``).
  public var characters: [CharacterCard]

  /// A section of works.
  public init(category: HomeCategory, anime: [AnimeRow]) {
    self.category = category
    self.anime = anime
    self.characters = []
  }

  /// The section of characters.
  public init(characters: [CharacterCard]) {
    self.category = .sameMBTICharacter
    self.anime = []
    self.characters = characters
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads the category, then the array under its key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    category = try container.decode(HomeCategory.self, forKey: Key(stringValue: "category"))
    let arrayKey = Key(stringValue: category.arrayKey)
    if category.listsCharacters {
      characters = try container.decode([CharacterCard].self, forKey: arrayKey)
      anime = []
    } else {
      anime = try container.decode([AnimeRow].self, forKey: arrayKey)
      characters = []
    }
  }

  /// Writes the category and the array under its key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(category, forKey: Key(stringValue: "category"))
    let arrayKey = Key(stringValue: category.arrayKey)
    if category.listsCharacters {
      try container.encode(characters, forKey: arrayKey)
    } else {
      try container.encode(anime, forKey: arrayKey)
    }
  }
}
