import Foundation

/// The rules of a question, wherever it is written: the question screen, the command line, and
/// once more the database's `CHECK`.
public enum QuestionRules {
  /// The fewest characters a question may have ("최소 10글자").
  public static let minimumLength = 10
  /// The most characters a question may have (the "{n} / 100" counter).
  public static let maximumLength = 100

  /// A question's length as this app counts it: Unicode scalars, the unit SQLite's `length()`
  /// counts, so that the database guards exactly the same rule. For Hangul and Latin text it is
  /// the number of characters on screen.
  public static func length(of question: String) -> Int {
    question.unicodeScalars.count
  }

  /// The question as it is sent and stored: without leading or trailing blanks.
  public static func normalized(_ question: String) -> String {
    question.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// True when the normalized question is 10 to 100 characters long.
  public static func isAcceptable(_ question: String) -> Bool {
    (minimumLength...maximumLength).contains(length(of: normalized(question)))
  }

  /// The normalized question, or why it is refused.
  public static func validated(_ question: String) throws(QuestionLengthError) -> String {
    let text = normalized(question)
    let count = length(of: text)
    guard count >= minimumLength else { throw .tooShort(count) }
    guard count <= maximumLength else { throw .tooLong(count) }
    return text
  }
}

/// A question outside 10 to 100 characters (its length is given).
public enum QuestionLengthError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Fewer than ``QuestionRules/minimumLength`` characters.
  case tooShort(Int)
  /// More than ``QuestionRules/maximumLength`` characters.
  case tooLong(Int)

  /// One sentence for logs and the command line.
  public var description: String {
    switch self {
    case .tooShort(let count):
      "The question has \(count) characters; it needs at least \(QuestionRules.minimumLength)."
    case .tooLong(let count):
      "The question has \(count) characters; the limit is \(QuestionRules.maximumLength)."
    }
  }
}
