/// Input that breaks one of ``DimoRules``: what the server refuses with 422 and the app shows
/// before it sends.
public enum DimoRuleViolation: Error, Equatable, Sendable {
  /// A login id outside ``DimoRules/userIDLength`` or with other characters than letters,
  /// digits and `_`.
  case userID
  /// A password that breaks the password rule (length, characters, one letter, digit and
  /// symbol).
  case password
  /// A name outside ``DimoRules/nameLength``.
  case name
  /// A nickname outside ``DimoRules/nicknameLength`` or with surrounding white space.
  case nickname
  /// Not one of the sixteen MBTI types.
  case mbti
  /// Not a mobile number such as `010-1234-5678`.
  case phoneNumber
  /// Not one of ``DimoRules/agencies``.
  case agency
  /// Not a six-digit SMS code.
  case smsCode
  /// A self-introduction longer than ``DimoRules/introLength``.
  case intro
  /// A review outside ``DimoRules/reviewLength``.
  case review
  /// A comment outside ``DimoRules/commentLength``.
  case comment
  /// A report reason outside ``DimoRules/reportReasonLength``.
  case reportReason
  /// A withdrawal reason outside ``DimoRules/dropReasonLength``.
  case dropReason
  /// A search keyword outside ``DimoRules/searchLength``.
  case search
  /// A requested character's title or name that is empty or too long.
  case characterRequest
  /// An inquiry outside ``DimoRules/inquiryLength``.
  case inquiry
  /// Not `anime` or `movie` (or, for a character request, `애니` or `영화`).
  case category
  /// A spoiler flag or a `push_check` other than 0 or 1.
  case flag
  /// A grade other than 1 or −1.
  case grade
  /// A vote letter that does not belong to its axis.
  case voteLetter
  /// A blind type other than 0 (this review) or 1 (every review of its author).
  case blindType
  /// A text holding a control character or a bidirectional control
  /// (``DimoRules/isRefusedInText(_:)``).
  case controlCharacter(DimoTextField)
  /// A line break or tab in a single-line field (``DimoTextField/allowsLineBreaks``).
  case lineBreak(DimoTextField)
}
