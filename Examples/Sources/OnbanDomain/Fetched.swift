/// A value and where it came from: fresh from the server, or kept from an earlier visit
/// because the server could not be reached (the original Onban: "content seen before is shown").
public struct Fetched<Value: Sendable>: Sendable {
  /// The value.
  public let value: Value
  /// True when it came from the cache because the server was unreachable.
  public let isStale: Bool

  /// Wraps a value.
  public init(_ value: Value, isStale: Bool = false) {
    self.value = value
    self.isStale = isStale
  }
}

extension Fetched: Equatable where Value: Equatable {}
