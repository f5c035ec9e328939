import Foundation

/// A date in a calendar shown as "2026. 11. 21." (`yyyy. M. d.`), edited part by part.
///
/// Keys: Left/Right pick the year, month or day (the day at first, the part most often
/// changed); Up/`+` and Down/`-` change it by one. The focused part is drawn inverse and
/// underlined while the picker has the focus.
/// A change carries as a calendar does: seven days after November 28 is December 5, a month
/// after December 15 is January 15 of the next year, and a month keeps the day within its
/// length, so January 31 plus one month is February 28 (29 in a leap year). The year stays in
/// `yearRange`: a change that would leave it does nothing. Read-only pickers use no key.
public struct DatePicker: FormControl, Sendable, Hashable {
  /// A part of the date.
  public enum Part: Int, Sendable, Hashable, CaseIterable {
    /// The year.
    case year
    /// The month.
    case month
    /// The day of the month.
    case day
  }

  /// The year.
  public private(set) var year: Int
  /// The month, from 1.
  public private(set) var month: Int
  /// The day of the month, from 1.
  public private(set) var day: Int
  /// The calendar the parts belong to.
  public let calendar: Calendar
  /// The part Up/Down change; the day at first.
  public var focusedPart: Part = .day
  /// The years allowed.
  public var yearRange: ClosedRange<Int> = 1...9999
  /// When true the date cannot be changed and no part is highlighted.
  public var isReadOnly: Bool

  /// A picker showing `year`, `month`, `day`; out-of-range parts are clamped.
  public init(year: Int, month: Int, day: Int, calendar: Calendar, isReadOnly: Bool = false) {
    self.calendar = calendar
    self.year = year
    self.month = 1
    self.day = 1
    self.isReadOnly = isReadOnly
    self.year = min(max(year, yearRange.lowerBound), yearRange.upperBound)
    self.month = min(max(month, 1), monthCount)
    self.day = min(max(day, 1), dayCount)
  }

  /// A picker showing the day `date` falls on in `calendar`.
  public init(date: Date, calendar: Calendar = .current, isReadOnly: Bool = false) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    self.init(
      year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, calendar: calendar,
      isReadOnly: isReadOnly)
  }

  /// The start of the chosen day in the calendar's time zone.
  public var date: Date? { calendar.date(from: DateComponents(year: year, month: month, day: day)) }

  /// The date as shown: "2026. 11. 21.".
  public var text: String { partTexts.joined(separator: ". ") + "." }

  /// The number of months in the chosen year.
  public var monthCount: Int { count(of: .month, in: .year, month: 1) ?? 12 }

  /// The number of days in the chosen month.
  public var dayCount: Int { count(of: .day, in: .month, month: month) ?? 31 }

  /// Handles a key (see the type's description).
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> Bool {
    guard !isReadOnly else { return false }
    switch key {
    case .left: focusedPart = Part(rawValue: max(0, focusedPart.rawValue - 1)) ?? .year
    case .right: focusedPart = Part(rawValue: min(2, focusedPart.rawValue + 1)) ?? .day
    case .up, .char("+"), .char("="): change(focusedPart, by: 1)
    case .down, .char("-"): change(focusedPart, by: -1)
    default: return false
    }
    return true
  }

  /// Changes `part` by `delta`, carrying into the larger parts (see the type's description).
  public mutating func change(_ part: Part, by delta: Int) {
    if part == .year {
      year = min(max(year + delta, yearRange.lowerBound), yearRange.upperBound)
      day = min(day, dayCount)
      return
    }
    let unit: Calendar.Component = part == .month ? .month : .day
    guard let date, let moved = calendar.date(byAdding: unit, value: delta, to: date) else {
      return
    }
    // The era too: before year 1 the Gregorian calendar counts years again from 1, backwards.
    let parts = calendar.dateComponents([.era, .year, .month, .day], from: moved)
    guard parts.era == calendar.component(.era, from: date), let newYear = parts.year,
      yearRange.contains(newYear), let newMonth = parts.month, let newDay = parts.day
    else { return }
    (year, month, day) = (newYear, newMonth, newDay)
  }

  /// Draws the date on the first row of `rect`, the focused part highlighted when focused.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool) {
    let line = rect.line(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    var col = line.col
    for (part, partText) in zip(Part.allCases, partTexts) {
      let isHighlighted = isFocused && !isReadOnly && part == focusedPart
      col += buffer.write(
        partText, at: line.row, col: col, style: isHighlighted ? Self.focusedStyle : .normal,
        maxWidth: line.right - col)
      let separator = part == .day ? "." : ". "
      col += buffer.write(separator, at: line.row, col: col, maxWidth: line.right - col)
    }
  }

  /// How the focused part is drawn: inverse and underlined.
  static let focusedStyle = Style(isUnderlined: true, isInverse: true)

  private var partTexts: [String] {
    let yearText = String(year)
    return [
      String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText, "\(month)", "\(day)",
    ]
  }

  private func count(of unit: Calendar.Component, in larger: Calendar.Component, month: Int) -> Int?
  {
    guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) else {
      return nil
    }
    return calendar.range(of: unit, in: larger, for: first)?.count
  }

}
