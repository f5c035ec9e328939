/// A terminal color: one of the eight basic colors, its bright variant, an entry of the
/// 256-color palette, or a 24-bit color (sent as its nearest palette entry where the terminal
/// has not announced 24-bit color; see ``ColorMode``).
public enum TerminalColor: Sendable, Hashable {
  /// Black (palette 0).
  case black
  /// Red (palette 1): danger, overdue.
  case red
  /// Green (palette 2): success.
  case green
  /// Yellow (palette 3): warning.
  case yellow
  /// Blue (palette 4).
  case blue
  /// Magenta (palette 5).
  case magenta
  /// Cyan (palette 6): accent.
  case cyan
  /// White (palette 7).
  case white
  /// The bright variant of a basic color, `0...7` (palette 8–15).
  case bright(UInt8)
  /// Any of the 256 palette entries.
  case palette(UInt8)
  /// A 24-bit color: pictures (``TerminalImage``) are drawn with these.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// Adds the SGR parameters that select this color as foreground or background; a 24-bit
  /// color is written as such in `.trueColor` mode and as its nearest palette entry otherwise.
  func addSGRParameters(
    isBackground: Bool, in mode: ColorMode, to sink: inout some SGRParameterSink
  ) {
    let base = isBackground ? 40 : 30
    switch self {
    case .black: sink.addParameter(base)
    case .red: sink.addParameter(base + 1)
    case .green: sink.addParameter(base + 2)
    case .yellow: sink.addParameter(base + 3)
    case .blue: sink.addParameter(base + 4)
    case .magenta: sink.addParameter(base + 5)
    case .cyan: sink.addParameter(base + 6)
    case .white: sink.addParameter(base + 7)
    case .bright(let index): sink.addParameter(base + 60 + Int(index & 7))
    case .palette(let index):
      sink.addParameter(base + 8)
      sink.addParameter(5)
      sink.addParameter(Int(index))
    case .rgb(let red, let green, let blue):
      sink.addParameter(base + 8)
      guard mode == .trueColor else {
        sink.addParameter(5)
        sink.addParameter(Int(Self.nearestPaletteIndex(red: red, green: green, blue: blue)))
        return
      }
      sink.addParameter(2)
      sink.addParameter(Int(red))
      sink.addParameter(Int(green))
      sink.addParameter(Int(blue))
    }
  }

  /// This color as `mode` writes it: a 24-bit color becomes its nearest palette entry in
  /// `.color` mode; there is none in `.monochrome`.
  func resolved(in mode: ColorMode) -> TerminalColor? {
    switch (mode, self) {
    case (.monochrome, _): nil
    case (.color, .rgb(let red, let green, let blue)):
      .palette(Self.nearestPaletteIndex(red: red, green: green, blue: blue))
    default: self
    }
  }

  /// The basic color with palette index `0...7`.
  static func basic(_ index: Int) -> TerminalColor {
    let colors: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
    return colors[index & 7]
  }
}
