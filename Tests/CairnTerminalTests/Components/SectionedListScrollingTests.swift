import Testing

@testable import CairnTerminal

@Suite("SectionedList: scrolling and virtualization", .timeLimit(.minutes(1)))
struct SectionedListScrollingTests {
  @Test("moving the selection scrolls just enough to keep it visible")
  func scrollsToSelection() {
    var list = SectionedList(sections: [ListSection(title: "S", rows: items(0..<50))])
    var buffer = drawList(&list, height: 10)
    #expect(buffer.lines.first == "S (50)")
    press(Array(repeating: .down, count: 9)) { list.handle($0) }
    buffer = drawList(&list, height: 10)
    #expect(list.scrollOffset == 1)
    #expect(buffer.lines.first == "  r0")
    #expect(buffer.lines.last == "  r9")
    #expect(!inverseColumns(in: buffer, row: 9).isEmpty)
    list.handle(.end)
    buffer = drawList(&list, height: 10)
    #expect(buffer.lines.last == "  r49")
    #expect(list.scrollOffset == 41)
    list.handle(.pageUp)
    buffer = drawList(&list, height: 10)
    #expect(list.selectedRow?.id == 39)
    #expect(buffer.lines.first == "  r39")
    list.handle(.home)
    buffer = drawList(&list, height: 10)
    #expect(buffer.lines.first == "S (50)")
    list.handle(.pageDown)
    buffer = drawList(&list, height: 10)
    #expect(list.selectedRow?.id == 10)
    #expect(buffer.lines.last == "  r10")
  }

  @Test("selecting a section's first row also brings its header into view")
  func showsHeaderOfFirstRow() {
    var list = SectionedList(sections: [
      ListSection(title: "A", rows: items(0..<20)),
      ListSection(title: "B", rows: items(20..<40)),
    ])
    list.handle(.end)
    _ = drawList(&list, height: 5)
    list.select(where: { $0.id == 20 })
    press([.down, .up]) { list.handle($0) }
    let buffer = drawList(&list, height: 5)
    #expect(buffer.lines[0] == "B (20)")
    #expect(buffer.lines[1] == "  r20")
  }

  @Test("with 10,000 rows only the visible rows are drawn")
  func virtualization() {
    let sections = (0..<100).map { section in
      ListSection(title: "S\(section)", rows: items((section * 100)..<(section * 100 + 100)))
    }
    var list = SectionedList(sections: sections)
    #expect(list.rowCount == 10_000)
    var drawnIDs: [Int] = []
    func render() -> ScreenBuffer {
      drawnIDs = []
      return drawn(width: 20, height: 20) {
        list.draw(into: &$0, in: fullRect(width: 20, height: 20), isFocused: true) {
          buffer, row, rect, _ in
          drawnIDs.append(row.id)
          buffer.write(row.title, in: rect)
        }
      }
    }
    _ = render()
    #expect(drawnIDs == Array(0..<19))
    list.handle(.end)
    var buffer = render()
    #expect(drawnIDs.count == 20)
    #expect(drawnIDs.last == 9_999)
    #expect(buffer.lines.last == "r9999")
    list.select(where: { $0.id == 5_050 })
    buffer = render()
    #expect(drawnIDs.count <= 20)
    #expect(drawnIDs.contains(5_050))
    #expect(buffer.lines.contains("r5050"))
  }

  @Test("rows taller than one line are clipped at the edges of the list")
  func clipsTallRows() {
    var list = SectionedList(
      sections: [ListSection(title: "", rows: items(0..<10))], rowHeight: 2)
    list.handle(.end)
    var buffer = ScreenBuffer(width: 10, height: 6)
    buffer.write("HEADER", at: 0, col: 0)
    buffer.write("FOOTER", at: 5, col: 0)
    list.draw(into: &buffer, in: Rect(row: 1, col: 0, width: 10, height: 4), isFocused: true) {
      buffer, row, rect, _ in
      buffer.write(row.title, at: rect.row, col: rect.col)
      buffer.write("  detail", at: rect.row + 1, col: rect.col)
    }
    #expect(buffer.lines == ["HEADER", "r8", "  detail", "r9", "  detail", "FOOTER"])
    #expect(inverseColumns(in: buffer, row: 3).count == 10)
    list.handle(.up)
    list.handle(.up)
    list.handle(.down)
    list.draw(into: &buffer, in: Rect(row: 1, col: 0, width: 10, height: 3), isFocused: false) {
      buffer, row, rect, _ in
      buffer.write(row.title, at: rect.row, col: rect.col)
      buffer.write("  detail", at: rect.row + 1, col: rect.col)
    }
    #expect(buffer.lines[0] == "HEADER")
    #expect(buffer.lines[1] == "  detail")
    #expect(buffer.lines[2] == "r8")
    #expect(buffer.lines[3] == "  detail")
  }
}
