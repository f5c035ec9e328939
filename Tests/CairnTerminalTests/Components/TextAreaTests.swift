import Testing

@testable import CairnTerminal

@Suite("TextArea", .timeLimit(.minutes(1)))
struct TextAreaTests {
  @Test("Enter inserts a line break and characters count it")
  func enterInsertsNewline() {
    var area = TextArea()
    press([.char("a"), .char("b"), .enter, .char("가")]) { area.handle($0) }
    #expect(area.text == "ab\n가")
    #expect(area.cursor == TextPosition(line: 1, index: 1))
    #expect(area.characterCount == 4)
    area.handle(.paste("x\ny\r\nz"))
    #expect(area.text == "ab\n가x\ny\nz")
    #expect(area.cursor == TextPosition(line: 3, index: 1))
  }

  @Test("A limit in Unicode scalars stops an emoji with a skin tone that would pass it")
  func aLimitInScalarsCountsWhatADatabaseCounts() {
    var area = TextArea(characterLimit: 5)
    area.lengthUnit = .unicodeScalars
    area.handle(.paste("ab👍🏽👍🏽"))
    #expect(area.text == "ab👍🏽", "the second emoji would make 6 scalars")
    #expect(area.characterCount == 4)
    // Typed one scalar at a time, as a terminal may send them.
    area.handle(.char("x"))
    area.handle(.char("👍"))
    #expect(area.text == "ab👍🏽x")
    #expect(area.isCounterAtLimit)
    var decomposed = TextArea(characterLimit: 3)
    decomposed.lengthUnit = .unicodeScalars
    decomposed.handle(.paste("e\u{301}e\u{301}e\u{301}x"))
    #expect(decomposed.characterCount == 3, "each é is one scalar once composed, as stored")
    var graphemes = TextArea(characterLimit: 5)
    graphemes.handle(.paste("ab👍🏽👍🏽"))
    #expect(graphemes.characterCount == 4, "characters as seen: each emoji is one")
  }

  @Test("Backspace and Delete join lines; Left and Right cross line ends")
  func joinsLines() {
    var area = TextArea(text: "ab\ncd")
    area.handle(.home)
    #expect(area.cursor == TextPosition(line: 1, index: 0))
    area.handle(.left)
    #expect(area.cursor == TextPosition(line: 0, index: 2))
    area.handle(.right)
    #expect(area.cursor == TextPosition(line: 1, index: 0))
    area.handle(.backspace)
    #expect(area.text == "abcd")
    #expect(area.cursor == TextPosition(line: 0, index: 2))
    area.handle(.enter)
    area.handle(.left)
    area.handle(.delete)
    #expect(area.text == "abcd")
    area.handle(.ctrl("e"))
    #expect(area.cursor.index == 4)
    area.handle(.ctrl("a"))
    #expect(area.cursor.index == 0)
    area.handle(.end)
    #expect(area.cursor.index == 4)
    area.handle(.ctrl("u"))
    #expect(area.text.isEmpty)
    #expect(!(area.handle(.escape) as Bool))
  }

  @Test("Up and Down keep the display column across wide characters")
  func verticalMovesKeepColumn() {
    var area = TextArea(text: "abcd\n가나다")
    #expect(area.cursor == TextPosition(line: 1, index: 3))
    #expect(area.handle(.up) as Bool)
    #expect(area.cursor == TextPosition(line: 0, index: 4))
    #expect(area.handle(.down) as Bool)
    #expect(area.cursor == TextPosition(line: 1, index: 3))
    press([.up, .left, .left]) { area.handle($0) }
    #expect(area.cursor == TextPosition(line: 0, index: 2))
    area.handle(.down)
    #expect(area.cursor == TextPosition(line: 1, index: 1))
    area.handle(.right)
    area.handle(.up)
    #expect(area.cursor == TextPosition(line: 0, index: 4))
    #expect(!(area.handle(.up) as Bool))
    press([.down, .down]) { area.handle($0) }
    #expect(!(area.handle(.down) as Bool))
  }

  @Test("long lines wrap by display width and Up/Down move between wrapped rows")
  func softWrap() {
    var area = TextArea(text: "가나다라")
    let rect = fullRect(width: 4, height: 3)
    var buffer = drawn(width: 4, height: 3) { area.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["가나", "다라", ""])
    #expect(inverseColumns(in: buffer, row: 2) == [0])
    area.text = "abcdefgh"
    buffer = drawn(width: 4, height: 3) { area.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["abcd", "efgh", ""])
    area.handle(.up)
    #expect(area.cursor == TextPosition(line: 0, index: 4))
    area.handle(.right)
    area.handle(.up)
    #expect(area.cursor == TextPosition(line: 0, index: 1))
    area.text = "ab가나다"
    buffer = drawn(width: 4, height: 3) { area.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["ab가", "나다", ""])
    press([.up, .up]) { area.handle($0) }
    #expect(area.cursor == TextPosition(line: 0, index: 0))
    area.handle(.down)
    #expect(area.cursor == TextPosition(line: 0, index: 3))
  }

  @Test("the view scrolls to keep the cursor visible")
  func verticalScroll() {
    var area = TextArea(text: (1...10).map(String.init).joined(separator: "\n"))
    let rect = fullRect(width: 5, height: 3)
    var buffer = drawn(width: 5, height: 3) { area.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["8", "9", "10"])
    press(Array(repeating: .up, count: 5)) { area.handle($0) }
    buffer = drawn(width: 5, height: 3) { area.draw(into: &$0, in: rect, isFocused: true) }
    #expect(buffer.lines == ["5", "6", "7"])
    #expect(inverseColumns(in: buffer, row: 0) == [1])
  }

  @Test("the limit counts line breaks, truncates paste and shows the counter")
  func characterLimit() {
    var area = TextArea(characterLimit: 10)
    area.handle(.paste("가나다\n라마바사아자차카"))
    #expect(area.text == "가나다\n라마바사아자")
    #expect(area.counterText == "10/10")
    #expect(area.handle(.enter) as Bool)
    #expect(area.handle(.char("z")) as Bool)
    #expect(area.characterCount == 10)
    let buffer = drawn(width: 12, height: 3) {
      area.draw(into: &$0, in: fullRect(width: 12, height: 3), isFocused: true)
    }
    #expect(buffer.lines == ["라마바사아자", "", "       10/10"])
    #expect(inverseColumns(in: buffer, row: 1) == [0])
    #expect(buffer[2, 11].style == .danger, "at its limit the counter turns red")
  }

  @Test("a counter below its limit is dim; a view model's counter follows its own limit")
  func counterColor() {
    var area = TextArea(text: "가나", characterLimit: 10)
    var buffer = drawn(width: 8, height: 2) {
      area.draw(into: &$0, in: fullRect(width: 8, height: 2), isFocused: false)
    }
    #expect(buffer[1, 7].style == .secondary)
    area.counterLabel = "1000/1000"
    area.counterIsAtLimit = true
    buffer = drawn(width: 10, height: 2) {
      area.draw(into: &$0, in: fullRect(width: 10, height: 2), isFocused: false)
    }
    #expect(buffer[1, 9].style == .danger)
  }

  @Test("placeholder when empty; read-only takes no edits and scrolls instead")
  func placeholderAndReadOnly() {
    var empty = TextArea(placeholder: "메모")
    let placeholder = drawn(width: 8, height: 2) {
      empty.draw(into: &$0, in: fullRect(width: 8, height: 2), isFocused: false)
    }
    #expect(placeholder.lines == ["메모", ""])
    #expect(placeholder[0, 0].style == .secondary)

    var area = TextArea(text: "1\n2\n3\n4", isReadOnly: true)
    #expect(!(area.handle(.char("x")) as Bool))
    #expect(!(area.handle(.enter) as Bool))
    var buffer = drawn(width: 4, height: 2) {
      area.draw(into: &$0, in: fullRect(width: 4, height: 2), isFocused: true)
    }
    #expect(buffer.lines == ["1", "2"])
    #expect(inverseColumns(in: buffer, row: 0).isEmpty)
    #expect(area.handle(.pageDown) as Bool)
    #expect(area.handle(.down) as Bool)
    #expect(!(area.handle(.down) as Bool))
    buffer = drawn(width: 4, height: 2) {
      area.draw(into: &$0, in: fullRect(width: 4, height: 2), isFocused: true)
    }
    #expect(buffer.lines == ["3", "4"])
    #expect(area.handle(.up) as Bool)
    #expect(area.text == "1\n2\n3\n4")
  }
}
