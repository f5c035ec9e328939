import BookKittyDomain

/// Where a cover image is: loading, loaded (its bytes and size), or failed.
public enum CoverState: Hashable, Sendable {
  /// Being loaded.
  case loading
  /// Loaded.
  case loaded(CoverImage)
  /// Could not be loaded.
  case failed
}
