import Foundation

/// The rules every work obeys, wherever it is written: form, command line or server.
///
/// **How text is counted.** Titles and bodies are normalised to Unicode NFC where they enter
/// (``normalized(_:)``: the form and the command line through ``WorkDraft``, the server and every
/// pulled record through the wire codec), and their length is the number of Unicode code points
/// of that form (``length(of:)``). That is exactly what SQLite's `length()` counts of the stored
/// text, so the database's `CHECK (length(body) <= 1000)` agrees with the domain: any record the
/// server accepts, every device can store. An "é" typed as e + U+0301 is one code point once
/// normalised, as is a Hangul syllable typed as three jamo.
public enum WorkRules {
  /// The body's limit in characters (the original's placeholder promised it; we enforce it).
  public static let bodyLimit = 1_000
  /// The title's limit in characters: a card title, not a document.
  public static let titleLimit = 200
  /// The title a work gets when its title is left empty (the original Project Manager).
  public static let untitled = "제목을 입력해주세요"
  /// The body field's placeholder (the original Project Manager).
  public static let bodyPlaceholder = "입력가능한 글자수는 1000자로 제한합니다."

  /// How far ahead of a clock a stamp may be, in milliseconds (5 minutes): the server refuses
  /// stamps further ahead of its own clock, and a device never moves its clock further ahead of
  /// its own than this, whatever stamp it receives.
  public static let clockDriftLimitMillis: Int64 = 5 * 60 * 1000

  /// The text as it is stored: its Unicode NFC form.
  public static func normalized(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping
  }

  /// The length a limit counts: the code points of the text's NFC form (what SQLite's
  /// `length()` counts of the stored text).
  public static func length(of text: String) -> Int {
    normalized(text).unicodeScalars.count
  }

  /// True for the control characters a title or body may not hold: every one but newline
  /// and tab (NUL would cut the text short in SQLite, escapes would drive a terminal).
  public static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
  }

  /// `U+001B`: how a code point is named in messages.
  public static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Checks a title and body against the limits and, unless `allowingControlCharacters` (a row
  /// stored before the rule), refuses control characters other than newline and tab.
  /// - Throws: ``WorkValidationError/controlCharacter(field:scalar:)``,
  ///   ``WorkValidationError/titleTooLong(_:)`` or ``WorkValidationError/bodyTooLong(_:)``.
  public static func check(
    title: String, body: String, allowingControlCharacters: Bool = false
  ) throws(WorkValidationError) {
    if !allowingControlCharacters {
      for (field, text) in [("title", title), ("body", body)] {
        if let control = text.unicodeScalars.first(where: isRefusedControl) {
          throw .controlCharacter(field: field, scalar: control.value)
        }
      }
    }
    let titleLength = length(of: title)
    guard titleLength <= titleLimit else { throw .titleTooLong(titleLength) }
    let bodyLength = length(of: body)
    guard bodyLength <= bodyLimit else { throw .bodyTooLong(bodyLength) }
  }

  /// "12/1000": the counter shown under the body.
  public static func counter(for body: String) -> String {
    "\(length(of: body))/\(bodyLimit)"
  }
}
