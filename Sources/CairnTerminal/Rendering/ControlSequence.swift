/// Meaning of the CSI (ESC [) sequences a terminal sends for keys.
package enum ControlSequence {
  /// The numeric parameters of a sequence: "1;5" is [1, 5]; an empty field is 0.
  package static func numbers(in parameters: [UInt8]) -> [Int] {
    var numbers: [Int] = []
    var current = 0
    var hasDigits = false
    for byte in parameters {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        current = min(current * 10 + Int(byte - UInt8(ascii: "0")), 99_999)
        hasDigits = true
      case UInt8(ascii: ";"):
        numbers.append(current)
        current = 0
        hasDigits = false
      default:
        continue
      }
    }
    if hasDigits || !numbers.isEmpty { numbers.append(current) }
    return numbers
  }

  /// The key a complete CSI sequence stands for; modifiers (";2" for Shift…) are ignored.
  static func key(parameters: [UInt8], final: UInt8) -> KeyEvent? {
    let numbers = numbers(in: parameters)
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      guard numbers.count <= 2, (numbers.first ?? 1) == 1 else { return nil }
      return .function(Int(final - UInt8(ascii: "P")) + 1)
    case UInt8(ascii: "~"):
      return tildeKey(numbers.first ?? 0)
    default:
      return nil
    }
  }

  private static func tildeKey(_ code: Int) -> KeyEvent? {
    switch code {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(code - 10)
    case 17...21: return .function(code - 11)
    case 23, 24: return .function(code - 12)
    default: return nil
    }
  }
}
