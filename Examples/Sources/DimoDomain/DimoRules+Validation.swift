import Foundation

extension DimoRules {
  /// The length of `text` as the rules and the database count it: Unicode scalars.
  public static func length(of text: String) -> Int {
    text.unicodeScalars.count
  }

  /// `text` without surrounding white space and new lines.
  public static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A login id, checked.
  public static func validatedUserID(_ text: String) throws(DimoRuleViolation) -> String {
    let allowed = text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_")
    }
    guard allowed, userIDLength.contains(length(of: text)) else { throw .userID }
    return text
  }

  /// True when `password` follows the rule: 8 to 16 characters, only ASCII letters, digits and
  /// `!@#$`, with at least one letter, one digit and one of `!@#$`.
  public static func isValidPassword(_ password: String) -> Bool {
    guard passwordLength.contains(password.count) else { return false }
    var hasLetter = false
    var hasDigit = false
    var hasSymbol = false
    for character in password {
      if character.isASCII && character.isLetter {
        hasLetter = true
      } else if character.isASCII && character.isNumber {
        hasDigit = true
      } else if passwordSymbols.contains(character) {
        hasSymbol = true
      } else {
        return false
      }
    }
    return hasLetter && hasDigit && hasSymbol
  }

  /// A password, checked.
  public static func validatedPassword(_ password: String) throws(DimoRuleViolation) -> String {
    guard isValidPassword(password) else { throw .password }
    return password
  }

  /// A real name, trimmed and checked: the text rule (``checkedCharacters(_:in:)``), then its
  /// length.
  public static func validatedName(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, nameLength, .name, field: .name)
  }

  /// A nickname, checked: the text rule (``checkedCharacters(_:in:)``), then 2 to 10
  /// characters, no surrounding white space, not starting like a withdrawn account's
  /// (`알수없음`).
  public static func validatedNickname(_ text: String) throws(DimoRuleViolation) -> String {
    let text = try checkedCharacters(text, in: .nickname)
    guard text == trimmed(text), nicknameLength.contains(length(of: text)),
      !text.hasPrefix(withdrawnPrefix)
    else { throw .nickname }
    return text
  }

  /// An MBTI type, checked and in capitals.
  public static func validatedMBTI(_ text: String) throws(DimoRuleViolation) -> MBTI {
    guard let mbti = MBTI(text.uppercased()) else { throw .mbti }
    return mbti
  }

  /// A mobile number, checked: `01X-XXX(X)-XXXX`, 12 or 13 characters with the hyphens.
  public static func validatedPhoneNumber(_ text: String) throws(DimoRuleViolation) -> String {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 3, parts[0].hasPrefix("01"),
      (3...4).contains(parts[1].count), parts[2].count == 4,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { throw .phoneNumber }
    return text
  }

  /// A carrier, checked.
  public static func validatedAgency(_ text: String) throws(DimoRuleViolation) -> String {
    guard agencies.contains(text) else { throw .agency }
    return text
  }

  /// An SMS code, checked: six ASCII digits.
  public static func validatedSMSCode(_ text: String) throws(DimoRuleViolation) -> String {
    guard text.count == smsCodeLength, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .smsCode
    }
    return text
  }

  /// A self-introduction, trimmed and checked.
  public static func validatedIntro(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, introLength, .intro, field: .intro)
  }

  /// A review, trimmed and checked.
  public static func validatedReview(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, reviewLength, .review, field: .review)
  }

  /// A comment, trimmed and checked.
  public static func validatedComment(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, commentLength, .comment, field: .comment)
  }

  /// A report reason, trimmed and checked.
  public static func validatedReportReason(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, reportReasonLength, .reportReason, field: .reportReason)
  }

  /// A withdrawal reason, trimmed and checked.
  public static func validatedDropReason(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, dropReasonLength, .dropReason, field: .dropReason)
  }

  /// A search keyword, trimmed and checked.
  public static func validatedSearch(_ text: String) throws(DimoRuleViolation) -> String {
    try checked(text, searchLength, .search, field: .search)
  }

  /// A requested character's work title and name, trimmed and checked.
  public static func validatedCharacterRequest(
    title: String, characterName: String
  ) throws(DimoRuleViolation) -> (title: String, characterName: String) {
    (
      try checked(title, requestTitleLength, .characterRequest, field: .characterRequest),
      try checked(
        characterName, requestCharacterNameLength, .characterRequest, field: .characterRequest)
    )
  }

  /// A 0-or-1 flag (spoiler, push consent), checked.
  public static func validatedFlag(_ value: Int) throws(DimoRuleViolation) -> Int {
    guard value == 0 || value == 1 else { throw .flag }
    return value
  }

  /// A grade, checked: 1 (맘에 들어요) or −1 (별로예요).
  public static func validatedGrade(_ value: Int) throws(DimoRuleViolation) -> Int {
    guard value == 1 || value == -1 else { throw .grade }
    return value
  }

  /// When a change made at `date` allows the next one (nickname, MBTI).
  public static func nextChange(after date: Date) -> Date {
    date.addingTimeInterval(changeInterval)
  }

  /// True when a value last changed at `lastChange` (nil: never) may change at `now`.
  public static func mayChange(lastChange: Date?, now: Date) -> Bool {
    guard let lastChange else { return true }
    return now >= nextChange(after: lastChange)
  }

  /// `text` trimmed, then checked by the text rule for `field` and against `range`
  /// (`violation` when outside it).
  static func checked(
    _ text: String, _ range: ClosedRange<Int>, _ violation: DimoRuleViolation,
    field: DimoTextField
  ) throws(DimoRuleViolation) -> String {
    let value = try checkedCharacters(trimmed(text), in: field)
    guard range.contains(length(of: value)) else { throw violation }
    return value
  }
}
