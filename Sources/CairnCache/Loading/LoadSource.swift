/// Where a ``DataLoader`` found a value.
public enum LoadSource: Sendable, Equatable {
  /// The memory cache.
  case memory
  /// An unexpired disk entry (now also in memory).
  case disk
  /// A fresh fetch (now also in memory and on disk).
  case network
  /// An expired disk entry, returned because the fetch failed and stale content was allowed.
  case staleDisk
}

/// A value loaded by a ``DataLoader``, with where it came from.
public struct Loaded<Value: Sendable>: Sendable {
  /// The value.
  public let value: Value
  /// Where it came from.
  public let source: LoadSource

  /// Creates a loaded value.
  public init(value: Value, source: LoadSource) {
    self.value = value
    self.source = source
  }
}

extension Loaded: Equatable where Value: Equatable {}
