/// A work as the home sections and "more" lists show it: a poster card.
public struct ContentSummary: Hashable, Sendable, Identifiable {
  /// The work's id (the original's `anime_id`, `contentId` on the wire).
  public var id: Int
  /// The title.
  public var title: String
  /// Genres, comma and space separated ("이세계, 액션, 모험").
  public var genre: String
  /// The poster's path on the server, like `/dimo/images/anime_3371.png`.
  public var posterPath: String

  /// Creates a card.
  public init(id: Int, title: String, genre: String, posterPath: String) {
    self.id = id
    self.title = title
    self.genre = genre
    self.posterPath = posterPath
  }
}
