import Testing

@testable import CairnTerminal

@Suite("Rect", .timeLimit(.minutes(1)))
struct RectTests {
  @Test("insets, rows and clamped negative sizes")
  func insets() {
    let rect = Rect(row: 2, col: 3, width: 10, height: 5)
    #expect(rect.inset(by: 1) == Rect(row: 3, col: 4, width: 8, height: 3))
    #expect(rect.inset(top: 1, right: 2) == Rect(row: 3, col: 3, width: 8, height: 4))
    #expect(rect.rows == 2..<7)
    #expect(rect.columns == 3..<13)
    #expect(rect.inset(by: 4).isEmpty)
    #expect(Rect(row: 0, col: 0, width: -3, height: 2).width == 0)
    #expect(rect.line(1) == Rect(row: 3, col: 3, width: 10, height: 1))
    #expect(rect.line(5).isEmpty)
  }

  @Test("splits clamp to the rectangle")
  func splits() {
    let rect = Rect(row: 0, col: 0, width: 10, height: 6)
    #expect(rect.splitTop(2).top == Rect(row: 0, col: 0, width: 10, height: 2))
    #expect(rect.splitTop(2).rest == Rect(row: 2, col: 0, width: 10, height: 4))
    #expect(rect.splitBottom(1).bottom == Rect(row: 5, col: 0, width: 10, height: 1))
    #expect(rect.splitBottom(9).rest.height == 0)
    #expect(rect.splitLeft(3).rest == Rect(row: 0, col: 3, width: 7, height: 6))
    #expect(rect.splitRight(4).right == Rect(row: 0, col: 6, width: 4, height: 6))
    let columns = rect.splitIntoColumns(3, spacing: 1)
    #expect(columns.map(\.col) == [0, 4, 8])
    #expect(columns.map(\.width) == [3, 3, 2])
    #expect(rect.centered(width: 4, height: 2) == Rect(row: 2, col: 3, width: 4, height: 2))
    #expect(rect.centered(width: 40, height: 2).width == 10)
  }
}

@Suite("Box", .timeLimit(.minutes(1)))
struct BoxTests {
  @Test("draws a light border with the title in the top edge and blanks the inside")
  func drawsBorderAndTitle() {
    let buffer = drawn(width: 12, height: 4) { buffer in
      buffer.fill(fullRect(width: 12, height: 4), style: .normal)
      buffer.write("XXXXXXXXXXXX", at: 1, col: 0)
      Box(title: "도움말").draw(into: &buffer, in: fullRect(width: 12, height: 4))
    }
    #expect(
      buffer.lines == ["┌─ 도움말 ─┐", "│          │", "│          │", "└──────────┘"])
    #expect(buffer[0, 3].style == .title)
    #expect(
      Box.contentRect(of: fullRect(width: 12, height: 4))
        == Rect(row: 1, col: 1, width: 10, height: 2))
  }

  @Test("no title, and too small to draw")
  func untitledAndTiny() {
    let plain = drawn(width: 4, height: 2) {
      Box().draw(into: &$0, in: fullRect(width: 4, height: 2))
    }
    #expect(plain.lines == ["┌──┐", "└──┘"])
    let tiny = drawn(width: 4, height: 2) {
      Box().draw(into: &$0, in: fullRect(width: 1, height: 2))
    }
    #expect(tiny.lines == ["", ""])
  }
}
