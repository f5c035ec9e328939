/// A character of an anime's detail.
public struct DetailCharacter: Codable, Equatable, Sendable {
  /// The character's id.
  public var characterID: Int
  /// `한글 이름 (ROMAN NAME)`.
  public var characterName: String
  /// The portrait's URL path.
  public var characterImg: String
  /// The MBTI from the votes, or null.
  @ExplicitNull public var characterMBTI: String?

  enum CodingKeys: String, CodingKey {
    case characterID = "character_id"
    case characterName = "character_name"
    case characterImg = "character_img"
    case characterMBTI = "character_mbti"
  }

  /// Creates the row.
  public init(characterID: Int, characterName: String, characterImg: String, characterMBTI: String?)
  {
    self.characterID = characterID
    self.characterName = characterName
    self.characterImg = characterImg
    self.characterMBTI = characterMBTI
  }
}

/// The answer to `GET detail/animedata/{contentId}` and `GET detail/moviedata/{contentId}`
/// (which count one more hit): a work of the server's catalog.
public struct RespondAnimeDetail: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// "{id}번 애니메이션 조회에 성공했습니다." or "{id}번 영화 조회에 성공했습니다."
  public var message: String
  /// The work's id.
  public var contentID: Int
  /// The title.
  public var title: String
  /// Genres.
  public var genre: String
  /// The plot.
  public var plot: String
  /// The poster's URL path.
  public var posterImg: String
  /// The director.
  public var director: String
  /// The first broadcast (the original's `anime_release`).
  public var release: String
  /// The age rating.
  public var rate: String
  /// Hits, this one included.
  public var hits: Int
  /// Its characters, by id.
  public var characters: [DetailCharacter]

  enum CodingKeys: String, CodingKey {
    case code, message, title, genre, plot, director, release, rate, hits, characters
    case contentID = "contentId"
    case posterImg = "poster_img"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, contentID: Int, title: String, genre: String, plot: String,
    posterImg: String, director: String, release: String, rate: String, hits: Int,
    characters: [DetailCharacter]
  ) {
    self.code = code
    self.message = message
    self.contentID = contentID
    self.title = title
    self.genre = genre
    self.plot = plot
    self.posterImg = posterImg
    self.director = director
    self.release = release
    self.rate = rate
    self.hits = hits
    self.characters = characters
  }
}
