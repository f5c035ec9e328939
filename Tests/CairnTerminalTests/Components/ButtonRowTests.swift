import Testing

@testable import CairnTerminal

@Suite("ButtonRow", .timeLimit(.minutes(1)))
struct ButtonRowTests {
  let buttons = [ButtonRow.Button("취소", role: .cancel), ButtonRow.Button("삭제", role: .destructive)]

  @Test("draws the buttons centered, destructive in the danger style, selection inverse")
  func drawing() {
    let row = ButtonRow(buttons, selectedIndex: 1)
    let buffer = drawn(width: 20, height: 1) {
      row.draw(into: &$0, in: fullRect(width: 20, height: 1), isFocused: true)
    }
    #expect(buffer.lines == [" [ 취소 ]  [ 삭제 ]"])
    #expect(buffer[0, 11].style.foreground == .red)
    #expect(buffer[0, 1].style.foreground == nil)
    #expect(inverseColumns(in: buffer, row: 0) == Array(11..<19))
    let leading = ButtonRow(buttons, alignment: .leading)
    let unfocused = drawn(width: 20, height: 1) {
      leading.draw(into: &$0, in: fullRect(width: 20, height: 1), isFocused: false)
    }
    #expect(unfocused.lines == ["[ 취소 ]  [ 삭제 ]"])
    #expect(inverseColumns(in: unfocused, row: 0).isEmpty)
  }

  @Test("arrows, Tab and Shift-Tab select; Enter and Esc press")
  func keys() {
    var row = ButtonRow(buttons)
    #expect(row.handle(.left) == .moved)
    #expect(row.selectedIndex == 0)
    #expect(row.handle(.right) == .moved)
    #expect(row.selectedIndex == 1)
    row.handle(.right)
    #expect(row.selectedIndex == 1)
    #expect(row.handle(.enter) == .pressed(1))
    row.handle(.tab)
    #expect(row.selectedIndex == 0)
    row.handle(.backTab)
    #expect(row.selectedIndex == 1)
    #expect(row.handle(.escape) == .pressed(0))
    #expect(row.handle(.char("x")) == .ignored)
    var noCancel = ButtonRow([ButtonRow.Button("확인")])
    #expect(noCancel.handle(.escape) == .ignored)
    var empty = ButtonRow([])
    #expect(empty.handle(.enter) == .ignored)
  }
}
