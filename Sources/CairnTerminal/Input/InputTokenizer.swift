/// What the bytes at the front of the pending input mean.
enum InputToken: Equatable {
  /// The bytes start something that needs more bytes to be understood.
  case incomplete
  /// A printable scalar (invalid UTF-8 becomes U+FFFD) taking `length` bytes.
  case scalar(Unicode.Scalar, length: Int)
  /// A key, or `nil` for a recognised sequence that means nothing to us.
  case key(KeyEvent?, length: Int)
  /// The bracketed-paste start marker ESC [ 200 ~.
  case pasteStart(length: Int)
}

/// Splits raw terminal input into tokens: control keys, escape sequences (CSI and SS3),
/// Alt-prefixed keys and UTF-8 scalars.
enum InputTokenizer {
  /// Longest escape sequence accepted before it is dropped as garbage.
  static let maximumSequenceLength = 32

  /// The token starting at `start`. When `isFlushing`, an unfinished escape sequence is
  /// resolved now (a lone ESC becomes `.escape`) instead of waiting for more bytes.
  static func token(in bytes: [UInt8], at start: Int, isFlushing: Bool) -> InputToken {
    let byte = bytes[start]
    switch byte {
    case 0x1B:
      return escapeToken(in: bytes, at: start, isFlushing: isFlushing)
    case 0x0D, 0x0A:
      return .key(.enter, length: 1)
    case 0x09:
      return .key(.tab, length: 1)
    case 0x7F:
      return .key(.backspace, length: 1)
    case 0x00:
      return .key(.ctrl(" "), length: 1)
    case 0x01...0x1A:
      return .key(.ctrl(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x1C...0x1F:
      return .key(.ctrl(Character(Unicode.Scalar(byte + 0x40))), length: 1)
    default:
      switch UTF8Scanner.scan(bytes, at: start) {
      case .incomplete:
        return .incomplete
      case .scalar(let scalar, let length):
        return .scalar(scalar, length: length)
      case .invalid(let length):
        return .scalar(UTF8Scanner.replacement, length: length)
      }
    }
  }

  private static func escapeToken(
    in bytes: [UInt8], at start: Int, isFlushing: Bool
  ) -> InputToken {
    let next = start + 1
    guard next < bytes.count else { return isFlushing ? .key(.escape, length: 1) : .incomplete }
    let byte = bytes[next]
    switch byte {
    case UInt8(ascii: "["):
      return controlSequenceToken(in: bytes, at: start, isFlushing: isFlushing)
    case UInt8(ascii: "O"):
      return singleShiftToken(in: bytes, at: start, isFlushing: isFlushing)
    case 0x20...0x7E:
      return .key(.alt(Character(Unicode.Scalar(byte))), length: 2)
    case 0x80...0xFF:
      switch UTF8Scanner.scan(bytes, at: next) {
      case .incomplete:
        return isFlushing ? .key(.escape, length: 1) : .incomplete
      case .scalar(let scalar, let length):
        return .key(.alt(Character(scalar)), length: 1 + length)
      case .invalid:
        return .key(.escape, length: 1)
      }
    default:
      return .key(.escape, length: 1)
    }
  }

  /// ESC [ parameters intermediates final.
  private static func controlSequenceToken(
    in bytes: [UInt8], at start: Int, isFlushing: Bool
  ) -> InputToken {
    var index = start + 2
    var parameters: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x20...0x3F:
        parameters.append(byte)
        index += 1
        if index - start > maximumSequenceLength { return .key(nil, length: index - start) }
      case UInt8(ascii: "[") where parameters.isEmpty:
        return linuxConsoleFunctionKeyToken(in: bytes, at: start, isFlushing: isFlushing)
      case 0x40...0x7E:
        let length = index - start + 1
        if byte == UInt8(ascii: "~"), ControlSequence.numbers(in: parameters).first == 200 {
          return .pasteStart(length: length)
        }
        return .key(ControlSequence.key(parameters: parameters, final: byte), length: length)
      default:
        return .key(nil, length: index - start)
      }
    }
    guard isFlushing else { return .incomplete }
    if index == start + 2 { return .key(.alt("["), length: 2) }
    return .key(nil, length: index - start)
  }

  /// ESC [ [ A through ESC [ [ E: F1–F5 on the Linux console.
  private static func linuxConsoleFunctionKeyToken(
    in bytes: [UInt8], at start: Int, isFlushing: Bool
  ) -> InputToken {
    let index = start + 3
    guard index < bytes.count else { return isFlushing ? .key(nil, length: 3) : .incomplete }
    let byte = bytes[index]
    guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) else {
      return .key(nil, length: 3)
    }
    return .key(.function(Int(byte - UInt8(ascii: "A")) + 1), length: 4)
  }

  /// ESC O final: arrows, Home/End, F1–F4 and keypad Enter in application mode.
  private static func singleShiftToken(
    in bytes: [UInt8], at start: Int, isFlushing: Bool
  ) -> InputToken {
    let index = start + 2
    guard index < bytes.count else {
      return isFlushing ? .key(.alt("O"), length: 2) : .incomplete
    }
    let key: KeyEvent?
    switch bytes[index] {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "M"): key = .enter
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    default: key = nil
    }
    return .key(key, length: 3)
  }
}
