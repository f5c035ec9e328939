import Testing

@testable import CairnImages
@testable import CairnTerminal

private let red = TerminalColor.rgb(red: 255, green: 0, blue: 0)
private let blue = TerminalColor.rgb(red: 0, green: 0, blue: 255)

@Suite("Half-block cells", .timeLimit(.minutes(1)))
struct HalfBlockCellsTests {
  @Test("each cell is ▀ with the upper pixel in front and the lower one behind")
  func pairsPixels() throws {
    let image = try PNGDecoder.decode(
      TestPNG.stripes([(255, 0, 0), (0, 0, 255), (0, 255, 0)], width: 2).encoded)
    let cells = HalfBlockCells.cells(of: image)
    #expect(cells.width == 2 && cells.height == 2)
    #expect(cells.lines == ["▀▀", "▀▀"])
    #expect(cells[0, 1].style == Style(foreground: red, background: blue))
    #expect(
      cells[1, 0].style == Style(foreground: .rgb(red: 0, green: 255, blue: 0)),
      "an odd last row has the terminal's background below it")
  }

  @Test("transparent pixels show the terminal's background")
  func leavesTransparentPixelsOut() {
    #expect(HalfBlockCells.cell(upper: red, lower: nil) == Cell("▀", style: Style(foreground: red)))
    #expect(
      HalfBlockCells.cell(upper: nil, lower: blue) == Cell("▄", style: Style(foreground: blue)))
    #expect(HalfBlockCells.cell(upper: nil, lower: nil) == .blank)
  }
}
