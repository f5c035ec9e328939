import Testing

@testable import CairnTerminal

@Suite("KeyHintBar", .timeLimit(.minutes(1)))
struct KeyHintBarTests {
  let hints = [KeyHint("n", "새 할 일"), KeyHint("Enter", "열기"), KeyHint("?", "도움말")]

  @Test("draws every hint separated by a middle dot when they fit")
  func drawsAllHints() {
    let buffer = drawn(width: 40, height: 1) {
      KeyHintBar(hints: hints).draw(into: &$0, in: fullRect(width: 40, height: 1))
    }
    #expect(buffer.lines == ["n 새 할 일 · Enter 열기 · ? 도움말"])
    #expect(buffer[0, 0].style == .accent)
    #expect(buffer[0, 2].style == .secondary)
  }

  @Test("drops the hints that do not fit and ends in an ellipsis")
  func truncates() {
    let exact = drawn(width: 34, height: 1) {
      KeyHintBar(hints: hints).draw(into: &$0, in: fullRect(width: 34, height: 1))
    }
    #expect(exact.lines == ["n 새 할 일 · Enter 열기 · ? 도움말"])
    let narrow = drawn(width: 30, height: 1) {
      KeyHintBar(hints: hints).draw(into: &$0, in: fullRect(width: 30, height: 1))
    }
    #expect(narrow.lines == ["n 새 할 일 · Enter 열기 · …"])
    let tiny = drawn(width: 5, height: 1) {
      KeyHintBar(hints: hints).draw(into: &$0, in: fullRect(width: 5, height: 1))
    }
    #expect(tiny.lines == ["…"])
  }
}
