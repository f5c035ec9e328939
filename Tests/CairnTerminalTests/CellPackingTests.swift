import Testing

@testable import CairnTerminal

@Suite(
  "Cells as plain numbers: what the renderer's row comparison relies on", .timeLimit(.minutes(1)))
struct CellPackingTests {
  @Test("a cell is two 64-bit numbers with no padding")
  func layout() {
    #expect(MemoryLayout<Cell>.size == 16)
    #expect(MemoryLayout<Cell>.stride == 16)
  }

  @Test(
    "every character comes back as it went in, long or short",
    arguments: [
      "a", " ", "가", "─", "▀", "😅", "🇰🇷", "👩‍👩‍👧", "e\u{301}", "한\u{302}\u{303}\u{304}", "\u{0}",
      "ᄒ\u{1161}\u{11AB}",
    ])
  func roundTrip(text: String) throws {
    let character = try #require(text.first)
    let cell = Cell(character, style: .danger)
    #expect(cell.character == character)
    #expect(Array(String(cell.character).utf8) == Array(text.utf8))
    var bytes: [UInt8] = []
    cell.appendCharacter(to: &bytes)
    #expect(bytes == Array(text.utf8))
    #expect(cell.width == max(1, character.displayWidth))
  }

  @Test("every style comes back as it went in")
  func styles() {
    let colors: [TerminalColor?] = [
      nil, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .bright(3), .bright(200),
      .palette(0), .palette(255), .rgb(red: 1, green: 2, blue: 3),
      .rgb(red: 255, green: 255, blue: 255),
    ]
    for foreground in colors {
      for background in colors {
        for attributes in 0..<32 {
          let style = Style(
            foreground: foreground, background: background, isBold: attributes & 1 != 0,
            isDim: attributes & 2 != 0, isUnderlined: attributes & 4 != 0,
            isInverse: attributes & 8 != 0, isStrikethrough: attributes & 16 != 0)
          var cell = Cell("x", style: style)
          #expect(cell.style == style)
          cell.isContinuation = true
          #expect(cell.style == style && cell.width == 0)
        }
      }
    }
  }

  @Test("cells are equal exactly when their bytes and styles are")
  func equality() {
    #expect(Cell("가", style: .title) == Cell("가", style: .title))
    #expect(Cell("가", style: .title) != Cell("가", style: .normal))
    #expect(Cell("👩‍👩‍👧") == Cell("👩‍👩‍👧"))
    #expect(Cell("👩‍👩‍👦") != Cell("👩‍👩‍👧"))
    #expect(Cell(" ") != Cell.continuation(style: .normal))
    var changed = Cell("a")
    changed.character = "b"
    #expect(changed == Cell("b"))
  }
}
