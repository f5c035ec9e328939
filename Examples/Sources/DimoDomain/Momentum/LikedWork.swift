/// A work someone 찜'd. The server names an anime with its title and poster, a movie with its
/// id only (as the original did), so those two are optional.
public struct LikedWork: Hashable, Sendable, Identifiable {
  /// The work's id.
  public var contentID: Int
  /// Anime or movie.
  public var type: ContentType
  /// The title, when the list carries it.
  public var title: String?
  /// The poster's path on the server, when the list carries it.
  public var posterPath: String?

  /// Creates a liked work.
  public init(contentID: Int, type: ContentType, title: String?, posterPath: String?) {
    self.contentID = contentID
    self.type = type
    self.title = title
    self.posterPath = posterPath
  }

  /// The row's id: its kind and its id (anime and movie ids never meet, but say which).
  public var id: String { "\(type.rawValue)/\(contentID)" }
}
