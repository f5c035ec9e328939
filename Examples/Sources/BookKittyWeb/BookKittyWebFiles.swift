import BookKittyDomain
import CairnWeb

/// The files the BookKitty web app serves: the books' covers, read through the cover repository
/// (its memory and disk caches, then the book-search server) so that the browser loads them
/// from the page's own origin.
public enum BookKittyWebFiles {
  /// The cover at `path` (below `/bookkitty/files/`, as ``CoverPath`` wrote it), or nil when the
  /// path is not one of the server's covers or the cover cannot be loaded.
  public static func file(at path: String, covers: any CoverRepository) async -> WebFile? {
    guard CoverPath.covers.isPicturePath(path) else { return nil }
    do {
      return WebFile.picture(try await covers.fetchCover(at: "/" + path).data)
    } catch {
      return nil
    }
  }
}
