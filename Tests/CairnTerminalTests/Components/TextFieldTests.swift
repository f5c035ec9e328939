import Testing

@testable import CairnTerminal

@Suite("TextField", .timeLimit(.minutes(1)))
struct TextFieldTests {
  @Test("typing ASCII, Hangul and emoji inserts graphemes at the cursor")
  func typing() {
    var field = TextField()
    press("ab한👍🏽".map(KeyEvent.char)) { field.handle($0) }
    #expect(field.text == "ab한👍🏽")
    #expect(field.cursorIndex == 4)
    #expect(field.handle(.left) as Bool)
    #expect(field.handle(.char("글")) as Bool)
    #expect(field.text == "ab한글👍🏽")
    #expect(field.cursorIndex == 4)
  }

  @Test("cursor keys move by grapheme and editing keys delete or clear")
  func editingKeys() {
    var field = TextField(text: "가나다")
    #expect(field.cursorIndex == 3)
    field.handle(.left)
    field.handle(.backspace)
    #expect(field.text == "가다")
    #expect(field.cursorIndex == 1)
    field.handle(.delete)
    #expect(field.text == "가")
    field.handle(.delete)
    #expect(field.text == "가")
    field.handle(.home)
    #expect(field.cursorIndex == 0)
    field.handle(.backspace)
    #expect(field.text == "가")
    field.handle(.end)
    #expect(field.cursorIndex == 1)
    field.handle(.ctrl("a"))
    #expect(field.cursorIndex == 0)
    field.handle(.ctrl("e"))
    #expect(field.cursorIndex == 1)
    field.handle(.right)
    #expect(field.cursorIndex == 1)
    #expect(field.handle(.ctrl("u")) as Bool)
    #expect(field.text.isEmpty)
    #expect(field.cursorIndex == 0)
    #expect(!(field.handle(.up) as Bool))
    #expect(!(field.handle(.enter) as Bool))
    #expect(!(field.handle(.ctrl("s")) as Bool))
  }

  @Test("paste turns line breaks and tabs into spaces")
  func pasteFlattensLines() {
    var field = TextField(text: "x")
    #expect(field.handle(.paste("a\nb\r\nc\td")) as Bool)
    #expect(field.text == "xa b c d")
    field.text = "첫\n줄"
    #expect(field.text == "첫 줄")
    #expect(field.cursorIndex == 3)
  }

  // snippet: component-text-field
  @Test("the character limit rejects input, truncates paste and shows a counter")
  func characterLimit() {
    var field = TextField(characterLimit: 5)
    #expect(field.counterText == "0/5")
    field.handle(.paste("가나다라마바사"))
    #expect(field.text == "가나다라마")
    #expect(field.handle(.char("z")) as Bool)
    #expect(field.text == "가나다라마")
    #expect(field.counterText == "5/5")
    field.handle(.backspace)
    field.handle(.home)
    field.handle(.paste("12"))
    #expect(field.text == "1가나다라")
    let buffer = drawn(width: 20, height: 1) {
      field.draw(into: &$0, in: fullRect(width: 20, height: 1), isFocused: false)
    }
    #expect(buffer.lines == ["1가나다라" + String(repeating: " ", count: 8) + "5/5"])
    #expect(buffer[0, 17].style == .secondary)
  }
  // end-snippet

  @Test("focused, the cursor is an inverse cell after the text")
  func cursorCell() {
    var field = TextField(text: "ab")
    let buffer = drawn(width: 10, height: 1) {
      field.draw(into: &$0, in: fullRect(width: 10, height: 1), isFocused: true)
    }
    #expect(buffer.lines == ["ab"])
    #expect(inverseColumns(in: buffer, row: 0) == [2])
    let unfocused = drawn(width: 10, height: 1) {
      field.draw(into: &$0, in: fullRect(width: 10, height: 1), isFocused: false)
    }
    #expect(inverseColumns(in: unfocused, row: 0).isEmpty)
  }

  @Test("wide characters scroll sideways so the cursor stays visible")
  func horizontalScroll() {
    var field = TextField(text: "가나다라마")
    let rect = fullRect(width: 6, height: 1)
    var buffer = drawn(width: 6, height: 1) { field.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["라마"])
    #expect(field.scrollIndex == 3)
    #expect(inverseColumns(in: buffer, row: 0) == [4])
    field.handle(.home)
    buffer = drawn(width: 6, height: 1) { field.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["가나다"])
    #expect(inverseColumns(in: buffer, row: 0) == [0, 1])
    press([.right, .right, .right]) { field.handle($0) }
    buffer = drawn(width: 6, height: 1) { field.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["나다라"])
    #expect(inverseColumns(in: buffer, row: 0) == [4, 5])
    press([.end, .backspace, .backspace, .backspace]) { field.handle($0) }
    buffer = drawn(width: 6, height: 1) { field.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["가나"])
    #expect(field.scrollIndex == 0)
  }

  @Test("deleting everything after scrolling shows the placeholder again")
  func emptiedAfterScrolling() {
    var field = TextField(text: "가나다라마", placeholder: "제목")
    let rect = fullRect(width: 6, height: 1)
    var buffer = drawn(width: 6, height: 1) { field.draw(into: &$0, in: rect, isFocused: true) }
    #expect(field.scrollIndex == 3)
    press(Array(repeating: .backspace, count: 5)) { field.handle($0) }
    field.draw(into: &buffer, in: rect, isFocused: true)
    #expect(buffer.lines == ["제목"])
    #expect(field.scrollIndex == 0)
    #expect(inverseColumns(in: buffer, row: 0) == [0])
  }

  @Test("an empty field shows its placeholder in the secondary style")
  func placeholder() {
    var field = TextField(placeholder: "제목")
    let buffer = drawn(width: 10, height: 1) {
      field.draw(into: &$0, in: fullRect(width: 10, height: 1), isFocused: true)
    }
    #expect(buffer.lines == ["제목"])
    #expect(buffer[0, 2].style == .secondary)
    #expect(buffer[0, 0].style == Style.secondary.merging(.selected))
  }

  @Test("read-only fields take no keys and draw no cursor")
  func readOnly() {
    var field = TextField(text: "가나다라마바", isReadOnly: true)
    #expect(!(field.handle(.char("a")) as Bool))
    #expect(!(field.handle(.backspace) as Bool))
    #expect(!(field.handle(.paste("x")) as Bool))
    #expect(field.text == "가나다라마바")
    let buffer = drawn(width: 6, height: 1) {
      field.draw(into: &$0, in: fullRect(width: 6, height: 1), isFocused: true)
    }
    #expect(buffer.lines == ["가나다"])
    #expect(inverseColumns(in: buffer, row: 0).isEmpty)
  }
}
