/// A whole number that is also read from a string of digits: the original app sends the ids
/// and the grade of a vote or a grade as strings (`"contentId": "3371"`). Always written as a
/// number.
@propertyWrapper
public struct LenientInt: Codable, Sendable, Equatable {
  /// The number.
  public var wrappedValue: Int

  /// Wraps a number.
  public init(wrappedValue: Int) {
    self.wrappedValue = wrappedValue
  }

  /// Reads a number, or a string that is an optionally signed decimal number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      wrappedValue = number
      return
    }
    let text = try container.decode(String.self)
    guard let number = Int(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a whole number")
    }
    wrappedValue = number
  }

  /// Writes the number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}
