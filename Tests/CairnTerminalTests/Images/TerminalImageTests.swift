import CairnTerminalTesting
import Testing

@testable import CairnTerminal

/// Four one-pixel rows: red, green, blue, white; 4 pixels wide. Drawn in 4 × 2 cells it is
/// two rows of ▀: red over green, then blue over white.
private let fourStripes = TestPNG.stripes(
  [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)], width: 4
).encoded

/// `image` drawn in `rect` of a `width` × `height` screen, rendered in `mode` and read back
/// by a ``VirtualTerminal``: the bytes as text, and the terminal.
private func render(
  _ image: TerminalImage, in rect: Rect, width: Int = 20, height: Int = 4, mode: ColorMode,
  fallback: String = "🖼 stripes 4×4"
) -> (output: String, terminal: VirtualTerminal, drawn: Rect) {
  var screen = ScreenBuffer(width: width, height: height)
  let drawn = image.draw(into: &screen, in: rect, colorMode: mode, fallback: fallback)
  var renderer = Renderer(colorMode: mode)
  let bytes = renderer.render(screen)
  var terminal = VirtualTerminal(width: width, height: height)
  terminal.apply(bytes)
  return (String(decoding: bytes, as: UTF8.self), terminal, drawn)
}

@Suite("TerminalImage", .timeLimit(.minutes(1)))
struct TerminalImageTests {
  @Test("in truecolor each cell is ▀ in 38;2 (upper pixel) and 48;2 (lower pixel) colors")
  func drawsInTrueColor() {
    let image = TerminalImage(png: fourStripes)
    let (output, terminal, drawn) = render(
      image, in: Rect(row: 1, col: 2, width: 4, height: 3), mode: .trueColor)
    #expect(drawn == Rect(row: 1, col: 2, width: 4, height: 2))
    #expect(output.contains("\u{1B}[2;3H\u{1B}[38;2;255;0;0;48;2;0;255;0m▀▀▀▀"))
    #expect(output.contains("\u{1B}[3;3H\u{1B}[38;2;0;0;255;48;2;255;255;255m▀▀▀▀"))
    #expect(terminal.lines == ["", "  ▀▀▀▀", "  ▀▀▀▀", ""])
    #expect(
      terminal[1, 5].style
        == Style(
          foreground: .rgb(red: 255, green: 0, blue: 0),
          background: .rgb(red: 0, green: 255, blue: 0)))
  }

  @Test("without truecolor the same cells use the nearest 256-palette colors, 38;5 and 48;5")
  func drawsInPaletteColors() {
    let (output, terminal, _) = render(
      TerminalImage(png: fourStripes), in: Rect(row: 0, col: 0, width: 4, height: 2), mode: .color)
    #expect(output.contains("\u{1B}[38;5;196;48;5;46m▀▀▀▀"))
    #expect(output.contains("\u{1B}[38;5;21;48;5;231m▀▀▀▀"))
    #expect(!output.contains("38;2"))
    #expect(terminal[1, 3].style == Style(foreground: .palette(21), background: .palette(231)))
  }

  @Test("under NO_COLOR the fallback text is drawn instead, with no color at all")
  func drawsFallbackWithoutColor() {
    let mode = ColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
    let (output, terminal, drawn) = render(
      TerminalImage(png: fourStripes), in: Rect(row: 1, col: 1, width: 19, height: 3), mode: mode)
    #expect(terminal.lines == ["", " 🖼 stripes 4×4", "", ""])
    #expect(drawn == Rect(row: 1, col: 1, width: 13, height: 1))
    #expect(!output.contains("▀") && !output.contains("38;"))
    #expect(terminal[1, 1].style == .secondary)
  }

  @Test("a rectangle under 4 × 2 cells, or bytes that are not a PNG, get the fallback text")
  func drawsFallbackWhenItCannotDraw() {
    let image = TerminalImage(png: fourStripes)
    for rect in [
      Rect(row: 0, col: 0, width: 3, height: 4), Rect(row: 0, col: 0, width: 10, height: 1),
    ] {
      let (_, terminal, _) = render(image, in: rect, mode: .trueColor, fallback: "사")
      #expect(terminal.lines[0] == "사", "\(rect)")
      #expect(!terminal.text.contains("▀"))
    }
    let broken = TerminalImage(png: Array(fourStripes.dropLast(20)))
    #expect(broken.decodingError == .truncated)
    #expect(broken.size(fittingIn: Rect(row: 0, col: 0, width: 20, height: 4)) == nil)
    let (_, terminal, _) = render(
      broken, in: Rect(row: 0, col: 0, width: 20, height: 4), mode: .trueColor)
    #expect(terminal.lines[0] == "🖼 stripes 4×4")
  }

  @Test("a small picture is enlarged to fit, keeping its pixels square")
  func enlargesSmallPictures() {
    let (_, terminal, drawn) = render(
      TerminalImage(png: fourStripes), in: Rect(row: 0, col: 0, width: 12, height: 4),
      mode: .trueColor)
    #expect(drawn == Rect(row: 0, col: 0, width: 8, height: 4))
    let red = TerminalColor.rgb(red: 255, green: 0, blue: 0)
    let green = TerminalColor.rgb(red: 0, green: 255, blue: 0)
    #expect(terminal[0, 7].style == Style(foreground: red, background: red))
    #expect(terminal[1, 0].style == Style(foreground: green, background: green))
  }

  @Test("the picture is scaled to fit; its size is known before drawing, to center it")
  func scalesToFit() throws {
    let board = try #require(TestPNG.checkerboard(block: 4, columns: 40, rows: 30))
    let image = TerminalImage(board)
    let area = Rect(row: 0, col: 0, width: 50, height: 15)
    let size = try #require(image.size(fittingIn: area))
    #expect(size.columns == 40 && size.rows == 15)
    let centered = area.centered(width: size.columns, height: size.rows)
    var screen = ScreenBuffer(width: 50, height: 15)
    #expect(
      image.draw(into: &screen, in: centered, colorMode: .trueColor, fallback: "") == centered)
    let white = TerminalColor.rgb(red: 255, green: 255, blue: 255)
    let black = TerminalColor.rgb(red: 0, green: 0, blue: 0)
    #expect(screen[0, 5].style == Style(foreground: white, background: black))
    #expect(screen[0, 6].style == Style(foreground: black, background: white))
    #expect(screen[0, 4] == .blank && screen[0, 45] == .blank)
  }

  @Test("the cells of each size are made once and shared by copies; a redraw writes nothing")
  func cachesCells() throws {
    let image = TerminalImage(png: fourStripes)
    let copy = image
    var screen = ScreenBuffer(width: 20, height: 6)
    var renderer = Renderer(colorMode: .trueColor)
    image.draw(
      into: &screen, in: Rect(row: 0, col: 0, width: 4, height: 2), colorMode: .trueColor,
      fallback: "")
    _ = renderer.render(screen)
    copy.draw(
      into: &screen, in: Rect(row: 0, col: 0, width: 4, height: 2), colorMode: .trueColor,
      fallback: "")
    #expect(renderer.render(screen).isEmpty)
    copy.draw(
      into: &screen, in: Rect(row: 0, col: 6, width: 8, height: 4), colorMode: .trueColor,
      fallback: "")
    #expect(image.cachedSizeCount == 2)
  }
}
