/// A work as the home lists carry it: every column of the original's `anime_contents`. The
/// movie home (`home/movie`) carries movies in the same shape, their id in `anime_id`.
public struct AnimeRow: Codable, Equatable, Sendable {
  /// The row id (absent from the `recommend` list, as in the original).
  public var id: Int?
  /// The work's id, used everywhere else (`contentId`).
  public var animeID: Int
  /// The title.
  public var title: String
  /// Genres, comma and space separated.
  public var genre: String
  /// The plot.
  public var plot: String
  /// The poster's URL path, like `/dimo/images/anime_3371.png`.
  public var posterImg: String
  /// The director.
  public var director: String
  /// The first broadcast, like `2016.04.04 01:05 (월)`.
  public var animeRelease: String
  /// The age rating: `12`, `15`, `19` or `전체`.
  public var rate: String
  /// How many times its detail was opened.
  public var hits: Int

  enum CodingKeys: String, CodingKey {
    case id, title, genre, plot, director, rate, hits
    case animeID = "anime_id"
    case posterImg = "poster_img"
    case animeRelease = "anime_release"
  }

  /// Creates a row.
  public init(
    id: Int?, animeID: Int, title: String, genre: String, plot: String, posterImg: String,
    director: String, animeRelease: String, rate: String, hits: Int
  ) {
    self.id = id
    self.animeID = animeID
    self.title = title
    self.genre = genre
    self.plot = plot
    self.posterImg = posterImg
    self.director = director
    self.animeRelease = animeRelease
    self.rate = rate
    self.hits = hits
  }
}

/// A character as the home lists and "more" lists carry it.
public struct CharacterCard: Codable, Equatable, Sendable {
  /// The character's id.
  public var characterID: Int
  /// Its anime's id.
  public var animeID: Int
  /// The portrait's URL path.
  public var characterImg: String
  /// `한글 이름 (ROMAN NAME)`.
  public var characterName: String
  /// The character's MBTI from the votes, or null before the first vote.
  @ExplicitNull public var characterMBTI: String?
  /// Its anime's title.
  public var title: String

  enum CodingKeys: String, CodingKey {
    case title
    case characterID = "character_id"
    case animeID = "anime_id"
    case characterImg = "character_img"
    case characterName = "character_name"
    case characterMBTI = "character_mbti"
  }

  /// Creates a card.
  public init(
    characterID: Int, animeID: Int, characterImg: String, characterName: String,
    characterMBTI: String?, title: String
  ) {
    self.characterID = characterID
    self.animeID = animeID
    self.characterImg = characterImg
    self.characterName = characterName
    self.characterMBTI = characterMBTI
    self.title = title
  }
}
