/// Reads one UTF-8 encoded scalar at a time, reporting truncated and invalid input.
package enum UTF8Scanner {
  /// The outcome of reading one scalar.
  package enum Result: Equatable {
    /// The bytes so far are a valid prefix; more are needed.
    case incomplete
    /// A valid scalar encoded in `length` bytes.
    case scalar(Unicode.Scalar, length: Int)
    /// `length` bytes that cannot start a valid scalar: skip them and resynchronize.
    case invalid(length: Int)
  }

  /// U+FFFD, shown in place of invalid input.
  package static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Reads the scalar starting at `start`. Overlong forms, surrogates and values past
  /// U+10FFFF are invalid; an invalid sequence consumes its lead byte and any valid
  /// continuation bytes, so decoding resumes at the first byte that broke it.
  package static func scan(_ bytes: [UInt8], at start: Int) -> Result {
    let lead = bytes[start]
    let length: Int
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F:
      return .scalar(Unicode.Scalar(lead), length: 1)
    case 0xC2...0xDF:
      length = 2
    case 0xE0:
      length = 3
      lowest = 0xA0
    case 0xED:
      length = 3
      highest = 0x9F
    case 0xE1...0xEF:
      length = 3
    case 0xF0:
      length = 4
      lowest = 0x90
    case 0xF4:
      length = 4
      highest = 0x8F
    case 0xF1...0xF3:
      length = 4
    default:
      return .invalid(length: 1)
    }
    let payloadMask: UInt8 = length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07)
    var value = UInt32(lead & payloadMask)
    for offset in 1..<length {
      let index = start + offset
      guard index < bytes.count else { return .incomplete }
      let byte = bytes[index]
      let range = offset == 1 ? lowest...highest : 0x80...0xBF
      guard range.contains(byte) else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
    return .scalar(scalar, length: length)
  }
}
