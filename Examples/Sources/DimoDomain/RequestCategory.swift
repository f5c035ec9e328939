/// The category of a character request, sent as its Korean label.
public enum RequestCategory: String, CaseIterable, Sendable, Codable {
  /// 애니: an anime.
  case anime = "애니"
  /// 영화: a movie.
  case movie = "영화"
}
