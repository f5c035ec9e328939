/// Everything the content detail shows of a work.
public struct ContentDetail: Hashable, Sendable {
  /// The work's id.
  public var id: Int
  /// Anime or movie.
  public var type: ContentType
  /// The title.
  public var title: String
  /// Genres.
  public var genre: String
  /// The plot.
  public var plot: String
  /// The poster's path on the server.
  public var posterPath: String
  /// The director.
  public var director: String
  /// The first broadcast, like `2016.04.04 01:05 (월)`.
  public var release: String
  /// The age rating.
  public var rating: AgeRating
  /// Its characters.
  public var characters: [CharacterSummary]

  /// Creates a detail.
  public init(
    id: Int, type: ContentType, title: String, genre: String, plot: String, posterPath: String,
    director: String, release: String, rating: AgeRating, characters: [CharacterSummary]
  ) {
    self.id = id
    self.type = type
    self.title = title
    self.genre = genre
    self.plot = plot
    self.posterPath = posterPath
    self.director = director
    self.release = release
    self.rating = rating
    self.characters = characters
  }

  /// The year of the first broadcast ("2016"), which is all the detail shows of it.
  public var releaseYear: String {
    String(release.prefix { $0.isNumber })
  }
}
