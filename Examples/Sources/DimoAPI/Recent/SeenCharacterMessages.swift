/// A recently seen character. `character_id` is a string here, as the original stored it.
public struct SeenCharacterRow: Codable, Equatable, Sendable {
  /// Its anime's id.
  public var animeID: Int
  /// The row's id.
  public var recentChrListID: Int
  /// Whose.
  public var userID: String
  /// The character's id, as a string.
  public var characterID: String
  /// The portrait's URL path.
  public var characterImg: String
  /// The character's name.
  public var characterName: String
  /// Its anime's title.
  public var title: String
  /// 1 when the caller voted on it.
  public var isVoted: Int

  enum CodingKeys: String, CodingKey {
    case title
    case animeID = "anime_id"
    case recentChrListID = "recent_chr_list_id"
    case userID = "user_id"
    case characterID = "character_id"
    case characterImg = "character_img"
    case characterName = "character_name"
    case isVoted = "is_voted"
  }

  /// Creates the row.
  public init(
    animeID: Int, recentChrListID: Int, userID: String, characterID: String,
    characterImg: String, characterName: String, title: String, isVoted: Int
  ) {
    self.animeID = animeID
    self.recentChrListID = recentChrListID
    self.userID = userID
    self.characterID = characterID
    self.characterImg = characterImg
    self.characterName = characterName
    self.title = title
    self.isVoted = isVoted
  }
}

/// The caller's recently seen characters, newest first, or null when there are none.
public struct RespondSeenCharacters: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// Up to 5 characters, newest first, or null.
  @ExplicitNull public var seenChrList: [SeenCharacterRow]?

  enum CodingKeys: String, CodingKey {
    case code, message
    case seenChrList = "seen_chr_list"
  }

  /// Creates the answer.
  public init(code: Int, message: String, seenChrList: [SeenCharacterRow]?) {
    self.code = code
    self.message = message
    self.seenChrList = seenChrList
  }
}

/// `POST vote/save_chr_list` and `DELETE vote/delete_seen_chr`: one character of the caller's
/// list.
public struct RequestSeenCharacter: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The character (also read from a string).
  @LenientInt public var characterID: Int

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case characterID = "character_id"
  }

  /// Creates the request.
  public init(userID: String? = nil, characterID: Int) {
    self.userID = userID
    self.characterID = characterID
  }
}
