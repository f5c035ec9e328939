/// The rules every work obeys, wherever it is written: form, command line or server.
public enum WorkRules {
  /// The body's limit in characters (the original's placeholder promised it; we enforce it).
  public static let bodyLimit = 1_000
  /// The title's limit in characters: a card title, not a document.
  public static let titleLimit = 200
  /// The title a work gets when its title is left empty (the original Project Manager).
  public static let untitled = "제목을 입력해주세요"
  /// The body field's placeholder (the original Project Manager).
  public static let bodyPlaceholder = "입력가능한 글자수는 1000자로 제한합니다."

  /// Checks a title and body against the limits.
  /// - Throws: ``WorkValidationError/titleTooLong(_:)`` or ``WorkValidationError/bodyTooLong(_:)``.
  public static func check(title: String, body: String) throws(WorkValidationError) {
    guard title.count <= titleLimit else { throw .titleTooLong(title.count) }
    guard body.count <= bodyLimit else { throw .bodyTooLong(body.count) }
  }

  /// "12/1000": the counter shown under the body.
  public static func counter(for body: String) -> String {
    "\(body.count)/\(bodyLimit)"
  }
}
