/// An optional field that is written as `null` when empty, as the original server wrote it,
/// instead of being left out; a missing key still decodes as nil.
@propertyWrapper
public struct ExplicitNull<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
  /// The value, or nil for `null`.
  public var wrappedValue: Value?

  /// Wraps a value.
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  /// Reads `null` or a value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }

  /// Writes `null` or the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}

extension KeyedDecodingContainer {
  /// A missing key decodes as nil, like an ordinary optional.
  public func decode<Value>(
    _ type: ExplicitNull<Value>.Type, forKey key: Key
  ) throws -> ExplicitNull<Value> {
    try decodeIfPresent(type, forKey: key) ?? ExplicitNull(wrappedValue: nil)
  }
}
