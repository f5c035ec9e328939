import CairnTerminal

/// Escape sequences understood by `VirtualTerminal`.
extension VirtualTerminal {
  /// Interprets the escape sequence at `start` (which holds ESC), returning its length,
  /// or `nil` when it is not complete yet.
  mutating func applyEscapeSequence(at start: Int) -> Int? {
    let bytes = pendingBytes(from: start)
    let base = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    switch bytes[base + 1] {
    case UInt8(ascii: "["):
      var index = base + 2
      while index < bytes.endIndex {
        let byte = bytes[index]
        if (0x40...0x7E).contains(byte) {
          applyControlSequence(parameters: Array(bytes[(base + 2)..<index]), final: byte)
          return index - base + 1
        }
        guard (0x20...0x3F).contains(byte) else { return index - base }
        index += 1
      }
      return nil
    case UInt8(ascii: "]"):
      return operatingSystemCommandLength(bytes)
    default:
      return 2
    }
  }

  /// OSC sequences (window titles) end with BEL or ESC \ and change nothing here.
  private func operatingSystemCommandLength(_ bytes: ArraySlice<UInt8>) -> Int? {
    var index = bytes.startIndex + 2
    while index < bytes.endIndex {
      if bytes[index] == 0x07 { return index - bytes.startIndex + 1 }
      if bytes[index] == 0x1B, index + 1 < bytes.endIndex, bytes[index + 1] == 0x5C {
        return index - bytes.startIndex + 2
      }
      index += 1
    }
    return nil
  }

  private mutating func applyControlSequence(parameters: [UInt8], final: UInt8) {
    let isPrivate = parameters.first == UInt8(ascii: "?")
    let numbers = ControlSequence.numbers(in: parameters)
    let first = numbers.first ?? 0
    let count = max(1, first)
    switch final {
    case UInt8(ascii: "h") where isPrivate, UInt8(ascii: "l") where isPrivate:
      for mode in numbers { setMode(mode, isOn: final == UInt8(ascii: "h")) }
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      let row = max(1, first)
      let col = max(1, numbers.count > 1 ? numbers[1] : 1)
      moveCursor(row: row - 1, col: col - 1)
    case UInt8(ascii: "A"): moveCursor(row: cursorRow - count, col: cursorCol)
    case UInt8(ascii: "B"): moveCursor(row: cursorRow + count, col: cursorCol)
    case UInt8(ascii: "C"): moveCursor(row: cursorRow, col: cursorCol + count)
    case UInt8(ascii: "D"): moveCursor(row: cursorRow, col: cursorCol - count)
    case UInt8(ascii: "G"): moveCursor(row: cursorRow, col: count - 1)
    case UInt8(ascii: "d"): moveCursor(row: count - 1, col: cursorCol)
    case UInt8(ascii: "J"): eraseInDisplay(first)
    case UInt8(ascii: "K"): eraseInLine(first, row: cursorRow)
    case UInt8(ascii: "m") where !isPrivate:
      var style = currentStyle
      style.applySelectGraphicRendition(numbers)
      setStyle(style)
    default:
      break
    }
  }

  /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 and 3 all.
  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseInLine(0, row: cursorRow)
      for row in (cursorRow + 1)..<max(cursorRow + 1, height) { eraseInLine(2, row: row) }
    case 1:
      for row in 0..<cursorRow { eraseInLine(2, row: row) }
      eraseInLine(1, row: cursorRow)
    case 2, 3:
      for row in 0..<height { eraseInLine(2, row: row) }
    default:
      break
    }
  }

  /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 all.
  private mutating func eraseInLine(_ mode: Int, row: Int) {
    switch mode {
    case 0: erase(row: row, fromCol: cursorCol, count: width - cursorCol)
    case 1: erase(row: row, fromCol: 0, count: cursorCol + 1)
    case 2: erase(row: row, fromCol: 0, count: width)
    default: break
    }
  }
}
