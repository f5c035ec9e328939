/// A terminal color: one of the eight basic colors, its bright variant, or an entry of
/// the 256-color palette.
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

  /// The SGR parameters that select this color as foreground or background.
  func sgrParameters(isBackground: Bool) -> [Int] {
    let base = isBackground ? 40 : 30
    switch self {
    case .black: return [base]
    case .red: return [base + 1]
    case .green: return [base + 2]
    case .yellow: return [base + 3]
    case .blue: return [base + 4]
    case .magenta: return [base + 5]
    case .cyan: return [base + 6]
    case .white: return [base + 7]
    case .bright(let index): return [base + 60 + Int(index & 7)]
    case .palette(let index): return [base + 8, 5, Int(index)]
    }
  }

  /// The basic color with palette index `0...7`.
  static func basic(_ index: Int) -> TerminalColor {
    let colors: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
    return colors[index & 7]
  }
}
