import Foundation
import ProjectManagerDomain

/// Fast reading of the two text columns that reading the board parses once per work: ids and
/// due days.
///
/// With 100,000 works the standard parsers dominated the board's read: `UUID(uuidString:)` goes
/// through `sscanf` on Linux, and `Day(parsing:)` walks `Character`s. These read the UTF-8 bytes
/// of the forms the store writes and fall back to the standard parsers for any other text, so
/// they accept exactly the same texts.
enum ColumnText {
  /// The UUID in `text`, as `UUID(uuidString:)` reads it.
  static func uuid(_ text: String) -> UUID? {
    var text = text
    return text.withUTF8(parseUUID) ?? UUID(uuidString: text)
  }

  /// The day in `text`, as `Day(parsing:)` reads it.
  static func day(_ text: String) -> Day? {
    var text = text
    return text.withUTF8(parseDay) ?? (try? Day(parsing: text))
  }

  private static let dash = UInt8(ascii: "-")

  /// `8-4-4-4-12` hex digits, either case; `nil` for anything else.
  private static func parseUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
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

  /// `YYYY-MM-DD` in ASCII digits, checked by `Day(year:month:day:)`; `nil` for anything else.
  private static func parseDay(_ bytes: UnsafeBufferPointer<UInt8>) -> Day? {
    guard bytes.count == 10, bytes[4] == dash, bytes[7] == dash else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    return try? Day(year: year, month: month, day: day)
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
