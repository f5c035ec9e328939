extension DimoCatalog {
  /// A work: an anime (`anime_id`, `anime_release`) or a movie (`movie_id`, `release`).
  struct Work: Decodable, Sendable {
    let workID: Int
    let title: String
    let genre: String
    let plot: String
    let director: String
    let release: String
    let rate: String
    let posterImg: String

    enum CodingKeys: String, CodingKey {
      case title, genre, plot, director, rate, release
      case animeID = "anime_id"
      case movieID = "movie_id"
      case animeRelease = "anime_release"
      case posterImg = "poster_img"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      workID =
        try container.decodeIfPresent(Int.self, forKey: .animeID)
        ?? container.decode(Int.self, forKey: .movieID)
      release =
        try container.decodeIfPresent(String.self, forKey: .animeRelease)
        ?? container.decode(String.self, forKey: .release)
      title = try container.decode(String.self, forKey: .title)
      genre = try container.decode(String.self, forKey: .genre)
      plot = try container.decode(String.self, forKey: .plot)
      director = try container.decode(String.self, forKey: .director)
      rate = try container.decode(String.self, forKey: .rate)
      posterImg = try container.decode(String.self, forKey: .posterImg)
    }
  }

  /// A character of a work (`anime_id` or `movie_id`).
  struct Character: Decodable, Sendable {
    let characterID: Int
    let workID: Int
    let characterName: String
    let characterImg: String

    enum CodingKeys: String, CodingKey {
      case characterID = "character_id"
      case animeID = "anime_id"
      case movieID = "movie_id"
      case characterName = "character_name"
      case characterImg = "character_img"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      characterID = try container.decode(Int.self, forKey: .characterID)
      workID =
        try container.decodeIfPresent(Int.self, forKey: .animeID)
        ?? container.decode(Int.self, forKey: .movieID)
      characterName = try container.decode(String.self, forKey: .characterName)
      characterImg = try container.decode(String.self, forKey: .characterImg)
    }
  }
}
