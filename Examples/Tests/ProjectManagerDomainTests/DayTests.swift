import ProjectManagerDomain
import Testing

@Suite("Day", .timeLimit(.minutes(3)))
struct DayTests {
  @Test("parses YYYY-MM-DD and formats it back and for the board")
  func parsesAndFormats() throws {
    let day = try Day(parsing: "2026-12-01")
    #expect(day.iso == "2026-12-01")
    #expect(day.display == "2026. 12. 1.")
  }

  @Test(
    "rejects text that is not a day that exists",
    arguments: [
      "", "2026-2-1", "2026-02-30", "2025-02-29", "20261201", "2026-13-01", "２０２６-01-01",
      "abcd-ef-gh", "2026-01-01x",
    ])
  func rejects(_ text: String) {
    #expect(throws: WorkValidationError.invalidDue(text)) { try Day(parsing: text) }
  }

  @Test("knows leap days")
  func leapDays() throws {
    #expect(try Day(parsing: "2024-02-29").day == 29)
    #expect(try Day(parsing: "2000-02-29").day == 29)
    #expect(throws: WorkValidationError.self) { try Day(parsing: "1900-02-29") }
  }
}
