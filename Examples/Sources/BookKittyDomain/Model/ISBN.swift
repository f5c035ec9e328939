/// A book's identity: an ISBN-13 whose check digit is right (`9791195894093`).
///
/// Books are the same book exactly when their ISBNs are equal, as in the original app, and the
/// database keeps one row per ISBN. Parse text from outside with ``init(parsing:)``.
public struct ISBN: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The 13 digits.
  public let digits: String

  /// Reads an ISBN: a 13-digit one with a valid check digit, or a valid ISBN-10 (turned into
  /// its ISBN-13). Book-search answers may hold both forms separated by a space
  /// (`"8936434268 9788936434267"`): the ISBN-13 is taken then. Hyphens are ignored.
  /// Returns `nil` for anything else.
  public init?(parsing text: String) {
    let tokens = text.split(whereSeparator: \.isWhitespace).map {
      $0.filter { $0 != "-" }
    }
    if let thirteen = tokens.first(where: { Self.isValidISBN13($0) }) {
      digits = thirteen
    } else if let ten = tokens.first(where: { Self.isValidISBN10($0) }) {
      let body = "978" + ten.prefix(9)
      digits = body + String(Self.checkDigit13(of: body))
    } else {
      return nil
    }
  }

  /// The 13 digits.
  public var description: String { digits }

  /// Orders ISBNs by their digits.
  public static func < (lhs: ISBN, rhs: ISBN) -> Bool {
    lhs.digits < rhs.digits
  }

  /// True for 13 ASCII digits whose last one is the ISBN-13 check digit of the first twelve.
  public static func isValidISBN13(_ text: String) -> Bool {
    guard text.count == 13, text.allSatisfy(\.isASCIIDigit) else { return false }
    return checkDigit13(of: String(text.prefix(12))) == text.last?.wholeNumberValue
  }

  /// True for nine ASCII digits followed by the ISBN-10 check character (a digit or `X`).
  public static func isValidISBN10(_ text: String) -> Bool {
    guard text.count == 10, text.prefix(9).allSatisfy(\.isASCIIDigit), let last = text.last
    else { return false }
    let sum = text.prefix(9).enumerated().reduce(0) { total, pair in
      total + (10 - pair.offset) * (pair.element.wholeNumberValue ?? 0)
    }
    let check = (11 - sum % 11) % 11
    return check == 10 ? (last == "X" || last == "x") : last.wholeNumberValue == check
  }

  /// The ISBN-13 check digit of twelve digits: weights 1, 3, 1, 3, … modulo 10.
  static func checkDigit13(of twelve: String) -> Int {
    let sum = twelve.enumerated().reduce(0) { total, pair in
      total + (pair.offset.isMultiple(of: 2) ? 1 : 3) * (pair.element.wholeNumberValue ?? 0)
    }
    return (10 - sum % 10) % 10
  }
}

extension Character {
  /// `0` to `9` only (not other scripts' digits).
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
