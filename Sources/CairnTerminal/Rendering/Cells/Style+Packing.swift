/// A `Style` in the low 59 bits of a number, for ``Cell``: the foreground in bits 0–26, the
/// background in bits 27–53 (each a ``TerminalColor`` packed as below), then bold, dim,
/// underline, inverse and strikethrough in bits 54–58. Two styles are equal exactly when their
/// bits are.
extension Style {
  /// The bits this style takes.
  static let packedMask: UInt64 = (1 << 59) - 1

  /// This style packed.
  var packed: UInt64 {
    var bits = TerminalColor.pack(foreground) | TerminalColor.pack(background) << 27
    if isBold { bits |= 1 << 54 }
    if isDim { bits |= 1 << 55 }
    if isUnderlined { bits |= 1 << 56 }
    if isInverse { bits |= 1 << 57 }
    if isStrikethrough { bits |= 1 << 58 }
    return bits
  }

  /// The style packed in the low bits of `bits` (the others are ignored).
  init(packed bits: UInt64) {
    self.init(
      foreground: TerminalColor.unpack(bits & TerminalColor.packedMask),
      background: TerminalColor.unpack(bits >> 27 & TerminalColor.packedMask),
      isBold: bits & 1 << 54 != 0, isDim: bits & 1 << 55 != 0, isUnderlined: bits & 1 << 56 != 0,
      isInverse: bits & 1 << 57 != 0, isStrikethrough: bits & 1 << 58 != 0)
  }
}

extension TerminalColor {
  /// The bits an optional color takes: a kind in bits 24–26 (0 for none), a value in 0–23.
  static let packedMask: UInt64 = (1 << 27) - 1

  /// `color` packed: none 0; a basic color 1 and its index; bright 2, palette 3 and their
  /// index; 24-bit 4 and red, green, blue.
  static func pack(_ color: TerminalColor?) -> UInt64 {
    switch color {
    case nil: 0
    case .black: 1 << 24
    case .red: 1 << 24 | 1
    case .green: 1 << 24 | 2
    case .yellow: 1 << 24 | 3
    case .blue: 1 << 24 | 4
    case .magenta: 1 << 24 | 5
    case .cyan: 1 << 24 | 6
    case .white: 1 << 24 | 7
    case .bright(let index): 2 << 24 | UInt64(index)
    case .palette(let index): 3 << 24 | UInt64(index)
    case .rgb(let red, let green, let blue):
      4 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
    }
  }

  /// The color packed in `bits` by ``pack(_:)``.
  static func unpack(_ bits: UInt64) -> TerminalColor? {
    let value = UInt8(truncatingIfNeeded: bits)
    switch bits >> 24 {
    case 1: return basic(Int(value))
    case 2: return .bright(value)
    case 3: return .palette(value)
    case 4:
      return .rgb(
        red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8),
        blue: value)
    default: return nil
    }
  }
}
