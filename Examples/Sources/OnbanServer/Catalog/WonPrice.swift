/// An amount in Korean won, written on the wire as `"12,640원"`.
struct WonPrice: Hashable, Comparable, Sendable {
  /// The amount in won.
  let amount: Int

  init(amount: Int) {
    self.amount = amount
  }

  /// Parses `"12,640원"`: digits in groups of three separated by commas, then `원`.
  /// Returns nil for anything else (no sign, no spaces, no misplaced commas).
  init?(parsing text: String) {
    guard text.hasSuffix("원") else { return nil }
    let groups = text.dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard let first = groups.first, (1...3).contains(first.count),
      groups.dropFirst().allSatisfy({ $0.count == 3 }),
      groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let amount = Int(groups.joined())
    else { return nil }
    self.amount = amount
  }

  /// The wire form, `"12,640원"`.
  var text: String {
    var digits = String(amount)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped + "원"
  }

  /// 1% of the amount, rounded down: the 적립금 (point) earned on a purchase.
  var point: WonPrice {
    WonPrice(amount: amount / 100)
  }

  static func < (lhs: WonPrice, rhs: WonPrice) -> Bool {
    lhs.amount < rhs.amount
  }
}
