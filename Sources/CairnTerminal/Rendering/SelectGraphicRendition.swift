/// Reading SGR (ESC [ … m) parameters back into a `Style`, as a terminal does.
extension Style {
  /// Applies SGR `parameters` in order to this style; an empty list means reset.
  /// Palette (38;5;n) and 24-bit (38;2;r;g;b) colors are read; unknown parameters are ignored.
  package mutating func applySelectGraphicRendition(_ parameters: [Int]) {
    var index = 0
    let parameters = parameters.isEmpty ? [0] : parameters
    while index < parameters.count {
      let code = parameters[index]
      index += 1
      switch code {
      case 0: self = .normal
      case 1: isBold = true
      case 2: isDim = true
      case 4: isUnderlined = true
      case 7: isInverse = true
      case 9: isStrikethrough = true
      case 22:
        isBold = false
        isDim = false
      case 24: isUnderlined = false
      case 27: isInverse = false
      case 29: isStrikethrough = false
      case 30...37: foreground = .basic(code - 30)
      case 39: foreground = nil
      case 40...47: background = .basic(code - 40)
      case 49: background = nil
      case 90...97: foreground = .bright(UInt8(code - 90))
      case 100...107: background = .bright(UInt8(code - 100))
      case 38, 48:
        let color = Self.extendedColor(parameters, at: &index)
        if code == 38 { foreground = color ?? foreground } else { background = color ?? background }
      default: continue
      }
    }
  }

  /// Reads the color after 38 or 48: "5;n" is a palette entry, "2;r;g;b" a 24-bit color; a
  /// value out of range leaves the color as it was.
  private static func extendedColor(_ parameters: [Int], at index: inout Int) -> TerminalColor? {
    guard index < parameters.count else { return nil }
    let kind = parameters[index]
    index += 1
    switch kind {
    case 5:
      guard index < parameters.count else { return nil }
      let entry = parameters[index]
      index += 1
      return (0...255).contains(entry) ? .palette(UInt8(entry)) : nil
    case 2:
      let channels = parameters[index..<min(parameters.count, index + 3)]
      index += channels.count
      guard channels.count == 3, channels.allSatisfy((0...255).contains) else { return nil }
      let values = channels.map { UInt8($0) }
      return .rgb(red: values[0], green: values[1], blue: values[2])
    default:
      return nil
    }
  }
}
