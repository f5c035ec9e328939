import Foundation

/// An image as a screen shows it: still loading, loaded (its PNG bytes for a front end that
/// can draw pictures, and a line describing it for one that cannot), or failed.
public enum ShownImage: Hashable, Sendable {
  /// On its way.
  case loading
  /// Loaded: the bytes and "160×120 · 3.1KB".
  case loaded(png: Data, description: String)
  /// Could not be loaded.
  case failed

  /// The bytes to draw, once loaded.
  public var png: Data? {
    if case .loaded(let png, _) = self { return png }
    return nil
  }

  /// A line for a front end that shows no pictures: the size, or where the image stands.
  public var description: String {
    switch self {
    case .loading: OnbanStrings.imageLoading
    case .loaded(_, let description): description
    case .failed: OnbanStrings.imageFailed
    }
  }
}
