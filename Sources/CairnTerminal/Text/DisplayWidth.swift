/// Measures how many terminal columns text occupies.
///
/// Wide (two-column) text: Hangul syllables and leading jamo, CJK ideographs, kana,
/// fullwidth forms, and emoji (including ZWJ sequences, flags, keycaps and anything
/// carrying the emoji presentation selector VS16). Zero-column text: combining marks,
/// zero-width joiners, variation selectors and control characters.
public enum DisplayWidth {
  /// The number of columns a single Unicode scalar takes on its own (0, 1 or 2).
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    return columns(ofNonASCII: scalar)
  }

  /// The slow path, out of line so the ASCII path above stays free of the Unicode property
  /// look-ups (they cost a type-metadata access on every call, even when not reached).
  @inline(never)
  private static func columns(ofNonASCII scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    if DisplayWidthTables.contains(DisplayWidthTables.zeroWidth, value) { return 0 }
    if DisplayWidthTables.contains(DisplayWidthTables.wide, value) { return 2 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return 0
    default:
      return 1
    }
  }

  /// The number of columns a grapheme cluster takes (0, 1 or 2).
  public static func columns(of character: Character) -> Int {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    guard let second = iterator.next() else { return columns(of: first) }
    if isControl(first) { return 0 }
    var width = columns(of: first)
    let isFirstRegionalIndicator = DisplayWidthTables.regionalIndicators.contains(first.value)
    var next: Unicode.Scalar? = second
    while let scalar = next {
      if scalar.value == 0xFE0F { return 2 }
      if isFirstRegionalIndicator,
        DisplayWidthTables.regionalIndicators.contains(scalar.value)
      {
        return 2
      }
      width = max(width, columns(of: scalar))
      next = iterator.next()
    }
    return min(width, 2)
  }

  /// The number of columns a string takes: the sum over its grapheme clusters.
  public static func columns(of string: String) -> Int {
    var isPrintableASCII = true
    for byte in string.utf8 where byte < 0x20 || byte >= 0x7F {
      isPrintableASCII = false
      break
    }
    if isPrintableASCII { return string.utf8.count }
    var total = 0
    for character in string {
      total += columns(of: character)
    }
    return total
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacters.contains(scalar)
  }
}

extension Character {
  /// The number of terminal columns this character occupies (0, 1 or 2).
  public var displayWidth: Int { DisplayWidth.columns(of: self) }
}
