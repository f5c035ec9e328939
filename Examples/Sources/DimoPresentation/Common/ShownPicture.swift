import Foundation

/// A poster or portrait as a screen shows it: loading, loaded (its PNG bytes, which a terminal
/// draws in half blocks) or failed.
public enum ShownPicture: Hashable, Sendable {
  /// On its way.
  case loading
  /// Loaded.
  case loaded(png: Data)
  /// Could not be loaded.
  case failed

  /// The bytes to draw, once loaded.
  public var png: Data? {
    if case .loaded(let png) = self { return png }
    return nil
  }
}
