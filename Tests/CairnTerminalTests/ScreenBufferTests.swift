import Testing

@testable import CairnTerminal

@Suite("ScreenBuffer", .timeLimit(.minutes(1)))
struct ScreenBufferTests {
  @Test("text is written at a position, and lines trim trailing spaces")
  func writesText() {
    var buffer = ScreenBuffer(width: 10, height: 2)
    let advanced = buffer.write("hi", at: 1, col: 3, style: .title)
    #expect(advanced == 2)
    #expect(buffer.lines == ["", "   hi"])
    #expect(buffer.text(row: 1) == "   hi     ")
    #expect(buffer[1, 3] == Cell("h", style: .title))
  }

  @Test("a wide character takes its cell and a continuation cell")
  func writesWideCharacters() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    #expect(buffer.write("한글", at: 0, col: 1) == 4)
    #expect(buffer[0, 1].character == "한")
    #expect(buffer[0, 2].isContinuation)
    #expect(buffer[0, 3].character == "글")
    #expect(buffer[0, 4].isContinuation)
    #expect(buffer.text(row: 0) == " 한글 ")
  }

  @Test("text is clipped at the right edge and at maxWidth, padding a straddling wide char")
  func clipsText() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    #expect(buffer.write("abcdefg", at: 0, col: 2) == 3)
    #expect(buffer.lines == ["  abc"])
    buffer.clear()
    #expect(buffer.write("가나다", at: 0, col: 0) == 5)
    #expect(buffer.text(row: 0) == "가나 ")
    #expect(!buffer[0, 4].isContinuation)
    buffer.clear()
    #expect(buffer.write("가나다", at: 0, col: 0, maxWidth: 3) == 3)
    #expect(buffer.text(row: 0) == "가   ")
  }

  @Test("writes outside the grid are clipped without crashing")
  func clipsOutsideGrid() {
    var buffer = ScreenBuffer(width: 4, height: 2)
    #expect(buffer.write("x", at: 5, col: 0) == 0)
    #expect(buffer.write("x", at: -1, col: 0) == 0)
    buffer.write("ab한", at: 0, col: -3)
    #expect(buffer.text(row: 0) == "    ")
    buffer.write("가나", at: 1, col: -1)
    #expect(buffer.text(row: 1) == " 나 ")
  }

  @Test("overwriting half of a wide character blanks its other half")
  func overwritesWideHalves() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    buffer.write("한글", at: 0, col: 0)
    buffer.write("x", at: 0, col: 1)
    #expect(buffer.text(row: 0) == " x글")
    buffer.write("y", at: 0, col: 2)
    #expect(buffer.text(row: 0) == " xy ")
    #expect(!buffer[0, 3].isContinuation)
  }

  @Test("fill, applyStyle and dimAll change styles as asked")
  func fillsAndStyles() {
    var buffer = ScreenBuffer(width: 4, height: 3)
    buffer.fill(row: 1, col: 1, width: 2, height: 2, with: "#", style: .accent)
    #expect(buffer.lines == ["", " ##", " ##"])
    buffer.write("ab", at: 0, col: 0, style: .title)
    buffer.applyStyle(.selected, row: 0, col: 0, width: 4)
    #expect(buffer[0, 0].style == Style(isBold: true, isInverse: true))
    #expect(buffer[0, 3].style == .selected)
    buffer.dimAll()
    #expect(buffer[0, 0].style == Style(isDim: true, isInverse: true))
    #expect(buffer[1, 1].style == Style(foreground: .cyan, isDim: true))
  }

  @Test("draw composites another buffer, clipped")
  func drawsBuffer() {
    var sheet = ScreenBuffer(width: 3, height: 2)
    sheet.write("가b", at: 0, col: 0)
    sheet.write("xyz", at: 1, col: 0)
    var screen = ScreenBuffer(width: 4, height: 2)
    screen.write("....", at: 0, col: 0)
    screen.draw(sheet, at: 1, col: 2)
    #expect(screen.lines == ["....", "  가"])
    screen.draw(sheet, at: 0, col: 3)
    #expect(screen.text(row: 0) == "... ")
    #expect(screen.text(row: 1) == "   x")
  }
}
