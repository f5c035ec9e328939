import Testing

@testable import ProjectManagerWeb

/// Which cards of a long column the page holds: all of a short column, else a window that
/// keeps the selected card in it.
@Suite("The cards a column puts on the page", .timeLimit(.minutes(3)))
struct CardWindowTests {
  @Test func aShortColumnShowsEveryCard() {
    #expect(CardWindow.range(count: 3, selected: nil, limit: 5) == 0..<3)
    #expect(CardWindow.range(count: 5, selected: 4, limit: 5) == 0..<5)
    #expect(CardWindow.range(count: 0, selected: nil, limit: 5) == 0..<0)
  }

  @Test func aLongColumnShowsTheCardsAroundTheSelectedOne() {
    #expect(CardWindow.range(count: 100, selected: nil, limit: 10) == 0..<10)
    #expect(CardWindow.range(count: 100, selected: 50, limit: 10) == 45..<55)
    #expect(CardWindow.range(count: 100, selected: 99, limit: 10) == 90..<100)
    #expect(CardWindow.range(count: 100_000, selected: 3, limit: 200) == 0..<200)
  }
}
