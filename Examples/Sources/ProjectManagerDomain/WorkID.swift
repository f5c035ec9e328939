import Foundation

/// Reading a work's id from text: `8-4-4-4-12` hexadecimal digits, either case.
///
/// Read from the UTF-8 bytes: with 100,000 works, `UUID(uuidString:)` (which goes through
/// `sscanf` on Linux) dominated reading the board. Any other form falls back to it, so the same
/// texts are accepted.
public enum WorkID {
  /// The id in `text`.
  /// - Throws: ``WorkValidationError/invalidID(_:)`` when it is not a UUID.
  public static func parse(_ text: String) throws(WorkValidationError) -> UUID {
    var bytes = text
    guard let id = bytes.withUTF8({ parse(utf8: $0) }) ?? UUID(uuidString: text) else {
      throw .invalidID(text)
    }
    return id
  }

  private static let dash = UInt8(ascii: "-")

  /// The id in the UTF-8 `bytes` when they are `8-4-4-4-12` hex digits; `nil` for anything
  /// else (``parse(_:)`` of the same text then says why). For a reader that has the bytes and
  /// no string, such as a database row.
  public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard bytes.count == 36 else { return nil }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = withUnsafeMutableBytes(of: &value) { output -> Bool in
      var index = 0
      var byte = 0
      while index < 36 {
        if index == 8 || index == 13 || index == 18 || index == 23 {
          guard bytes[index] == dash else { return false }
          index += 1
          continue
        }
        guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else {
          return false
        }
        output[byte] = high << 4 | low
        byte += 1
        index += 2
      }
      return true
    }
    return parsed ? UUID(uuid: value) : nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
