import Foundation

/// A calendar day with no time and no time zone: a work's due date.
///
/// Written `2026-12-01` on the wire, in the database and on the command line; shown as
/// "2026. 12. 1." on the board (the original Project Manager).
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, e.g. 2026.
  public let year: Int
  /// The month, 1–12.
  public let month: Int
  /// The day of the month, 1–31.
  public let day: Int

  /// Creates a day, checking that it exists in the Gregorian calendar.
  /// - Throws: ``WorkValidationError/invalidDue(_:)`` for a day like 2026-02-30.
  public init(year: Int, month: Int, day: Int) throws(WorkValidationError) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { throw .invalidDue(Self.format(year: year, month: month, day: day)) }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`.
  /// - Throws: ``WorkValidationError/invalidDue(_:)`` for any other text or a day that does not
  ///   exist.
  ///
  /// Read from the UTF-8 bytes: with 100,000 works, walking `Character`s here dominated
  /// reading the board.
  public init(parsing text: String) throws(WorkValidationError) {
    var bytes = text
    guard let parts = bytes.withUTF8(Self.parts) else { throw .invalidDue(text) }
    do {
      try self.init(year: parts.year, month: parts.month, day: parts.day)
    } catch {
      throw .invalidDue(text)
    }
  }

  /// The day in the UTF-8 `bytes` when they are `YYYY-MM-DD` of a day that exists; `nil` for
  /// anything else (``init(parsing:)`` of the same text then says why). For a reader that has
  /// the bytes and no string, such as a database row.
  public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard let parts = Self.parts(bytes),
      let day = try? Day(year: parts.year, month: parts.month, day: parts.day)
    else { return nil }
    self = day
  }

  /// `YYYY-MM-DD` in ASCII digits, not yet checked as a date; `nil` for any other text.
  private static func parts(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    year: Int, month: Int, day: Int
  )? {
    let dash = UInt8(ascii: "-")
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
    return (year, month, day)
  }

  /// The day `date` falls on in `calendar` (its time zone decides).
  public init(_ date: Date, calendar: Calendar) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    year = parts.year ?? 1970
    month = parts.month ?? 1
    day = parts.day ?? 1
  }

  /// `2026-12-01`.
  public var iso: String { Self.format(year: year, month: month, day: day) }

  /// "2026. 12. 1.", as the board shows it.
  public var display: String { "\(year). \(month). \(day)." }

  /// The same as ``iso``.
  public var description: String { iso }

  /// Orders days chronologically.
  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func format(year: Int, month: Int, day: Int) -> String {
    let y = String(year)
    let m = String(month)
    let d = String(day)
    return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-"
      + (m.count < 2 ? "0" + m : m) + "-" + (d.count < 2 ? "0" + d : d)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
