import CairnWeb
import OnbanDomain

/// The files the Onban web app serves: the dishes' photos, read through the image repository
/// (its memory and disk caches, then the Onban server) so that the browser loads them from the
/// page's own origin.
public enum OnbanWebFiles {
  /// The photo at `path` (below `/onban/files/`, as ``PhotoPath`` wrote it), or nil when the path
  /// is not one of the Onban server's images or the image cannot be loaded.
  public static func file(at path: String, images: any ImageRepository) async -> WebFile? {
    guard PhotoPath.isImagePath(path) else { return nil }
    do {
      let image = try await images.fetchImage(at: "/" + path)
      return WebFile.picture(image.data)
    } catch {
      return nil
    }
  }
}
