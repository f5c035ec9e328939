import Foundation
import Testing

@testable import CairnTerminal

@Suite("DatePicker", .timeLimit(.minutes(1)))
struct DatePickerTests {
  func gregorian() throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
    return calendar
  }

  // snippet: component-date-picker
  @Test("shows yyyy. M. d. and starts on the day, drawn inverse and underlined")
  func drawsDate() throws {
    let picker = DatePicker(year: 2026, month: 11, day: 21, calendar: try gregorian())
    #expect(picker.text == "2026. 11. 21.")
    #expect(picker.focusedPart == .day, "Up changes the day first, not the year")
    let buffer = drawn(width: 20, height: 1) {
      picker.draw(into: &$0, in: fullRect(width: 20, height: 1), isFocused: true)
    }
    #expect(buffer.lines == ["2026. 11. 21."])
    #expect(inverseColumns(in: buffer, row: 0) == [10, 11])
    #expect(buffer[0, 10].style.isUnderlined)
    let early = DatePicker(year: 987, month: 3, day: 4, calendar: try gregorian())
    #expect(early.text == "0987. 3. 4.")
  }
  // end-snippet

  @Test("one month after January 31 is the last day of February")
  func monthEndClamping() throws {
    var picker = DatePicker(year: 2026, month: 1, day: 31, calendar: try gregorian())
    #expect(picker.handle(.left) as Bool)
    #expect(picker.focusedPart == .month)
    #expect(picker.handle(.up) as Bool)
    #expect(picker.text == "2026. 2. 28.")
    var leap = DatePicker(year: 2028, month: 1, day: 31, calendar: try gregorian())
    leap.focusedPart = .month
    leap.handle(.char("+"))
    #expect(leap.text == "2028. 2. 29.")
    leap.focusedPart = .year
    leap.handle(.up)
    #expect(leap.text == "2029. 2. 28.")
    #expect(leap.dayCount == 28)
  }

  @Test("days and months carry as a calendar does; Left and Right stop at the ends")
  func carriesAndMovesFocus() throws {
    var picker = DatePicker(year: 2026, month: 1, day: 31, calendar: try gregorian())
    picker.handle(.left)
    #expect(picker.handle(.left) as Bool)
    #expect(picker.handle(.left) as Bool, "Left stops at the year")
    #expect(picker.focusedPart == .year)
    picker.handle(.right)
    picker.handle(.down)
    #expect(picker.text == "2025. 12. 31.", "a month before January is December of last year")
    picker.handle(.right)
    #expect(picker.handle(.right) as Bool)
    #expect(picker.focusedPart == .day)
    picker.handle(.up)
    #expect(picker.text == "2026. 1. 1.", "the day after New Year's Eve")
    picker.handle(.char("-"))
    picker.handle(.char("-"))
    #expect(picker.text == "2025. 12. 30.")
    #expect(!(picker.handle(.enter) as Bool))
    #expect(!(picker.handle(.char("x")) as Bool))
  }

  @Test("a week after November 28 is December 5, not November 5")
  func aWeekLaterIsNextMonth() throws {
    var picker = DatePicker(year: 2026, month: 11, day: 28, calendar: try gregorian())
    for _ in 0..<7 { picker.handle(.up) }
    #expect(picker.text == "2026. 12. 5.")
    for _ in 0..<7 { picker.handle(.down) }
    #expect(picker.text == "2026. 11. 28.")
  }

  @Test("a change that would leave the year range does nothing")
  func staysInTheYearRange() throws {
    var picker = DatePicker(year: 9999, month: 12, day: 31, calendar: try gregorian())
    picker.handle(.up)
    #expect(picker.text == "9999. 12. 31.")
    var early = DatePicker(year: 1, month: 1, day: 1, calendar: try gregorian())
    early.focusedPart = .month
    early.handle(.down)
    #expect(early.text == "0001. 1. 1.")
  }

  @Test("converts to and from Date in its calendar")
  func dateRoundTrip() throws {
    let calendar = try gregorian()
    let date = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 21)))
    let picker = DatePicker(date: date, calendar: calendar)
    #expect(picker.text == "2026. 11. 21.")
    #expect(picker.date == date)
    let clamped = DatePicker(year: 2026, month: 14, day: 40, calendar: calendar)
    #expect(clamped.text == "2026. 12. 31.")
  }

  @Test("read-only pickers take no keys and highlight nothing")
  func readOnly() throws {
    var picker = DatePicker(
      year: 2026, month: 11, day: 21, calendar: try gregorian(), isReadOnly: true)
    #expect(!(picker.handle(.up) as Bool))
    #expect(!(picker.handle(.right) as Bool))
    #expect(picker.text == "2026. 11. 21.")
    let buffer = drawn(width: 20, height: 1) {
      picker.draw(into: &$0, in: fullRect(width: 20, height: 1), isFocused: true)
    }
    #expect(inverseColumns(in: buffer, row: 0).isEmpty)
  }
}
