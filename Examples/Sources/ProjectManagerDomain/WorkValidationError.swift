import Foundation

/// Input that breaks a rule of ``WorkRules`` or is not a valid id, day or state.
public enum WorkValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not a UUID.
  case invalidID(String)
  /// Not a `YYYY-MM-DD` day that exists.
  case invalidDue(String)
  /// Not `todo`, `doing` or `done`.
  case invalidState(String)
  /// A body longer than ``WorkRules/bodyLimit`` (its length in characters).
  case bodyTooLong(Int)
  /// A title longer than ``WorkRules/titleLimit`` (its length in characters).
  case titleTooLong(Int)
  /// A control character other than newline and tab in a field (`title` or `body`), as its
  /// code point: refused, never cut off.
  case controlCharacter(field: String, scalar: UInt32)

  /// One sentence saying what was wrong and what is accepted.
  public var description: String {
    switch self {
    case .invalidID(let text):
      "\"\(text)\" is not a work id (expected a UUID such as 3F2504E0-4F89-11D3-9A0C-0305E82C3301)."
    case .invalidDue(let text):
      "\"\(text)\" is not a due date (expected YYYY-MM-DD, a day that exists, such as 2026-12-01)."
    case .invalidState(let text):
      "\"\(text)\" is not a state (expected todo, doing or done)."
    case .bodyTooLong(let count):
      "The body has \(count) characters; the limit is \(WorkRules.bodyLimit)."
    case .titleTooLong(let count):
      "The title has \(count) characters; the limit is \(WorkRules.titleLimit)."
    case .controlCharacter(let field, let scalar):
      "The \(field) holds the control character \(WorkRules.codePoint(scalar)); only newline "
        + "and tab are allowed (nothing was cut off or saved)."
    }
  }

}
