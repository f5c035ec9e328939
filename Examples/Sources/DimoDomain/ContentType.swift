/// The two kinds of work DIMO lists: its `content_type` on the wire.
public enum ContentType: String, CaseIterable, Sendable, Codable {
  /// An anime of the catalog, identified by its `anime_id`.
  case anime
  /// A movie of the catalog, identified by its id (ids of movies and anime never meet).
  case movie
}
