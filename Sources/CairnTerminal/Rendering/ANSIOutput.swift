/// Bytes being collected for the terminal, with SGR sequences written number by number.
struct ANSIOutput: SGRParameterSink {
  private(set) var bytes: [UInt8] = []
  private var isFirstParameter = true

  mutating func append(_ string: String) {
    bytes.append(contentsOf: string.utf8)
  }

  mutating func append(_ character: Character) {
    bytes.append(contentsOf: character.utf8)
  }

  /// Appends the character of `cell`.
  mutating func appendCharacter(of cell: Cell) {
    cell.appendCharacter(to: &bytes)
  }

  /// Starts an SGR sequence (ESC [); parameters follow, then ``endSelectGraphicRendition()``.
  mutating func beginSelectGraphicRendition() {
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    isFirstParameter = true
  }

  /// Ends an SGR sequence (m).
  mutating func endSelectGraphicRendition() {
    bytes.append(UInt8(ascii: "m"))
  }

  /// Writes a parameter of the open SGR sequence, after a ";" unless it is the first.
  mutating func addParameter(_ value: Int) {
    if !isFirstParameter { bytes.append(UInt8(ascii: ";")) }
    isFirstParameter = false
    appendDecimal(value)
  }

  /// Writes a non-negative number in decimal digits.
  mutating func appendDecimal(_ value: Int) {
    guard value >= 10 else {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: max(0, value)))
      return
    }
    appendDecimal(value / 10)
    bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
  }
}
