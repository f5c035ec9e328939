import Foundation

/// An amount of money in Korean won, shown like the original app: "12,640원".
public struct Won: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The amount in won.
  public let amount: Int

  /// Wraps an amount.
  public init(_ amount: Int) {
    self.amount = amount
  }

  /// Reads "12,640원" (also "12640원" or "12,640"); `nil` for anything else.
  public init?(text: String) {
    var digits = text.trimmingCharacters(in: .whitespaces)
    if digits.hasSuffix("원") { digits.removeLast() }
    digits.removeAll { $0 == "," }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let amount = Int(digits) else {
      return nil
    }
    self.amount = amount
  }

  /// "12,640원": thousands separators, then 원.
  public var description: String {
    let digits = String(amount.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (amount < 0 ? "-" : "") + grouped + "원"
  }

  /// `lhs` times a quantity.
  public static func * (lhs: Won, rhs: Int) -> Won {
    Won(lhs.amount * rhs)
  }

  /// Orders amounts.
  public static func < (lhs: Won, rhs: Won) -> Bool {
    lhs.amount < rhs.amount
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
