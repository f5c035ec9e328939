import CairnTerminalTesting
import Testing

@testable import CairnTerminal

private let orange = TerminalColor.rgb(red: 255, green: 128, blue: 0)
private let navy = TerminalColor.rgb(red: 0, green: 0, blue: 95)

/// A one-row frame of cells in the given styles.
private func row(_ styles: [Style], character: Character = "▀") -> ScreenBuffer {
  var buffer = ScreenBuffer(width: styles.count, height: 1)
  for (col, style) in styles.enumerated() {
    buffer.write(String(character), at: 0, col: col, style: style)
  }
  return buffer
}

/// The bytes after the first frame's clearing, as text.
private func drawn(_ frame: ScreenBuffer, mode: ColorMode) -> String {
  var renderer = Renderer(colorMode: mode)
  let bytes = renderer.render(frame)
  return String(decoding: bytes.dropFirst("\u{1B}[0m\u{1B}[2J".utf8.count), as: UTF8.self)
}

@Suite("24-bit and 256-color output", .timeLimit(.minutes(1)))
struct ColorRenderingTests {
  @Test("a 24-bit color is written as 38;2 / 48;2 in truecolor and as 38;5 / 48;5 otherwise")
  func writesTrueColorOrPalette() {
    let style = Style(foreground: orange, background: navy)
    #expect(style.sgrSequence(in: .trueColor) == "\u{1B}[0;38;2;255;128;0;48;2;0;0;95m")
    #expect(style.sgrSequence(in: .color) == "\u{1B}[0;38;5;208;48;5;17m")
    #expect(style.sgrSequence(in: .monochrome) == "\u{1B}[0m")
  }

  @Test("cells that differ in color only get only the colors that changed")
  func writesColorChangesOnly() {
    let first = Style(foreground: orange, background: navy)
    let sameTop = Style(foreground: orange, background: .rgb(red: 1, green: 2, blue: 3))
    let plain = Style(foreground: nil, background: .rgb(red: 1, green: 2, blue: 3))
    let text = drawn(row([first, first, sameTop, plain, Style(isBold: true)]), mode: .trueColor)
    #expect(
      text
        == "\u{1B}[1H\u{1B}[38;2;255;128;0;48;2;0;0;95m▀▀\u{1B}[48;2;1;2;3m▀\u{1B}[39m▀"
        + "\u{1B}[0;1m▀")
  }

  @Test("24-bit colors that map to one palette entry write no change in 256-color mode")
  func skipsChangesInvisibleInPalette() {
    let near = Style(foreground: .rgb(red: 254, green: 127, blue: 1))
    let text = drawn(row([Style(foreground: orange), near]), mode: .color)
    #expect(text == "\u{1B}[1H\u{1B}[38;5;208m▀▀")
  }

  @Test("in monochrome, cells that differ in color only write no SGR at all")
  func writesNoColorChangesInMonochrome() {
    let text = drawn(
      row([Style(foreground: orange), Style(background: navy), .normal]), mode: .monochrome)
    #expect(text == "\u{1B}[1H▀▀▀")
  }

  @Test("random frames of 24-bit cells rendered as diffs leave the terminal equal to the frame")
  func matchesRandomTrueColorFrames() {
    var generator = SplitMix64(seed: 77)
    for mode in [ColorMode.trueColor, .color] {
      var renderer = Renderer(colorMode: mode)
      var terminal = VirtualTerminal(width: 7, height: 3)
      var screen = ScreenBuffer(width: 7, height: 3)
      for _ in 0..<200 {
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
          let channel = { UInt8.random(in: 0...3, using: &generator) * 85 }
          let color = TerminalColor.rgb(red: channel(), green: channel(), blue: channel())
          let style =
            [
              Style(foreground: color, background: color), Style(foreground: color),
              Style(background: color, isBold: true), .danger, .normal,
            ].randomElement(using: &generator) ?? .normal
          screen.write(
            ["▀", "a", "한"].randomElement(using: &generator) ?? "a",
            at: Int.random(in: 0..<3, using: &generator),
            col: Int.random(in: 0..<7, using: &generator), style: style)
        }
        terminal.apply(renderer.render(screen))
        for row in 0..<3 {
          for col in 0..<7 {
            #expect(terminal[row, col].style == screen[row, col].style.resolved(in: mode))
            #expect(terminal[row, col].character == screen[row, col].character)
          }
        }
      }
    }
  }
}
