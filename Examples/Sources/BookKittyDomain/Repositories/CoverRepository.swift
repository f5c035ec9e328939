/// Where cover images come from: memory, then disk, then the book-search server.
public protocol CoverRepository: Sendable {
  /// Loads the cover at `url` (an absolute URL or a path on the book-search server).
  func fetchCover(at url: String) async throws(BookKittyError) -> CoverImage
}
