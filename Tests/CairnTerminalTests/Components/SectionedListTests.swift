import Testing

@testable import CairnTerminal

/// A row for list tests.
struct TestItem: Identifiable, Sendable, Hashable {
  let id: Int
  var title: String { "r\(id)" }
}

/// Items with the given ids.
func items(_ ids: some Sequence<Int>) -> [TestItem] { ids.map(TestItem.init) }

/// Draws `list` with each row's title, indented two columns.
func drawList(
  _ list: inout SectionedList<TestItem>, width: Int = 30, height: Int, isFocused: Bool = true
) -> ScreenBuffer {
  drawn(width: width, height: height) {
    list.draw(into: &$0, in: fullRect(width: width, height: height), isFocused: isFocused) {
      $0.title
    }
  }
}

@Suite("SectionedList: sections and selection", .timeLimit(.minutes(1)))
struct SectionedListTests {
  // snippet: component-sectioned-list
  @Test("headers show counts; loading, empty and failed sections show their status")
  func headersAndStates() {
    var list = SectionedList(sections: [
      ListSection(title: "TODO", rows: items(1...3)),
      ListSection(title: "DOING", content: .loading(spinnerFrame: "⠋", message: "Loading…")),
      ListSection(title: "DONE", count: 0, content: .empty("완료한 일이 없어요")),
      ListSection(
        title: "실패", content: .failed(message: "불러오지 못했어요", retry: KeyHint("r", "다시 시도"))),
    ])
    let buffer = drawList(&list, width: 40, height: 14)
    #expect(
      buffer.lines == [
        "TODO (3)", "  r1", "  r2", "  r3", "", "DOING", "  ⠋ Loading…", "", "DONE (0)",
        "  완료한 일이 없어요", "", "실패", "  불러오지 못했어요  r 다시 시도", "",
      ])
    #expect(buffer[0, 0].style == .title)
    #expect(buffer[6, 2].style == .secondary)
    #expect(buffer[12, 2].style == .danger)
    #expect(buffer[12, 21].style == .accent)
    #expect(inverseColumns(in: buffer, row: 1) == Array(0..<40))
    #expect(list.rowCount == 3)
    #expect(list.lineCount == 13)
    let unfocused = drawList(&list, width: 40, height: 14, isFocused: false)
    #expect(inverseColumns(in: unfocused, row: 1).isEmpty)
  }
  // end-snippet

  @Test("the selection moves over rows only, across sections, skipping statuses")
  func selectionSkipsHeaders() {
    var list = SectionedList(sections: [
      ListSection(title: "A", rows: items(1...2)),
      ListSection(title: "B", rows: items(3...3)),
      ListSection(title: "C", content: .empty("없음")),
      ListSection(title: "", rows: items(4...4)),
    ])
    #expect(list.selectedRow?.id == 1)
    #expect(list.handle(.down) as Bool)
    #expect(list.selectedRow?.id == 2)
    list.handle(.char("j"))
    #expect(list.selectedRow?.id == 3)
    #expect(list.selectedIndexPath == ListIndexPath(section: 1, row: 0))
    list.handle(.down)
    #expect(list.selectedIndexPath == ListIndexPath(section: 3, row: 0))
    #expect(list.handle(.down) as Bool)
    #expect(list.selectedRow?.id == 4)
    list.handle(.char("k"))
    #expect(list.selectedRow?.id == 3)
    list.handle(.up)
    #expect(list.selectedRow?.id == 2)
    list.handle(.end)
    #expect(list.selectedRow?.id == 4)
    list.handle(.home)
    #expect(list.selectedRow?.id == 1)
    #expect(list.handle(.up) as Bool)
    #expect(list.selectedRow?.id == 1)
    #expect(!(list.handle(.enter) as Bool))
    #expect(!(list.handle(.char("n")) as Bool))
  }

  @Test("a list without rows has no selection and uses no keys")
  func emptyList() {
    var list = SectionedList<TestItem>(sections: [
      ListSection(title: "TODO", content: .loading(spinnerFrame: "|", message: "Loading…"))
    ])
    #expect(list.selectedRow == nil)
    #expect(list.selectedIndexPath == nil)
    #expect(!(list.handle(.down) as Bool))
    #expect(!(list.select(where: { _ in true }) as Bool))
  }

  @Test("updating the sections keeps the selection on the same id")
  func keepsSelectionByID() {
    var list = SectionedList(sections: [
      ListSection(title: "TODO", rows: items(1...3)),
      ListSection(title: "DONE", rows: items(4...5)),
    ])
    #expect(list.select(where: { $0.id == 2 }) as Bool)
    list.setSections([
      ListSection(title: "TODO", rows: items([1, 3])),
      ListSection(title: "DONE", rows: items([2, 4, 5])),
    ])
    #expect(list.selectedRow?.id == 2)
    #expect(list.selectedIndexPath == ListIndexPath(section: 1, row: 0))
    list.setSections([
      ListSection(title: "TODO", rows: items([1, 3])),
      ListSection(title: "DONE", rows: items([4, 5])),
    ])
    #expect(list.selectedRow?.id == 4)
    list.setSections([ListSection(title: "TODO", rows: items([1]))])
    #expect(list.selectedRow?.id == 1)
    list.setSections([ListSection(title: "TODO", content: .empty("없음"))])
    #expect(list.selectedRow == nil)
    list.setSections([ListSection(title: "TODO", rows: items([7, 8]))])
    #expect(list.selectedRow?.id == 7)
    #expect(!(list.select(where: { $0.id == 99 }) as Bool))
    #expect(list.selectedRow?.id == 7)
    #expect(list.select(ListIndexPath(section: 0, row: 1)) as Bool)
    #expect(!(list.select(ListIndexPath(section: 3, row: 0)) as Bool))
    #expect(list.selectedRow?.id == 8)
  }

  @Test("the selection follows its row when rows come and go before it, near or far")
  func keepsSelectionAcrossLongLists() {
    var list = SectionedList(sections: [ListSection(title: "", rows: items(0..<10_000))])
    #expect(list.select(where: { $0.id == 5_000 }) as Bool)
    for removed in [[4_999], Array(0..<1_000), [], Array(9_000..<10_000)] {
      let remaining = (0..<10_000).filter { !removed.contains($0) }
      list.setSections([ListSection(title: "", rows: items(remaining))])
      #expect(list.selectedRow?.id == 5_000, "without \(removed.count) rows")
    }
    list.setSections([ListSection(title: "", rows: items([-2, -1] + Array(0..<10_000)))])
    #expect(list.selectedRow?.id == 5_000)
    #expect(list.selectedRowIndex == 5_002)
  }
}
