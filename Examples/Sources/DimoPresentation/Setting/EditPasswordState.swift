import CairnPresentation
import DimoDomain

/// What 비밀번호 변경 shows.
public struct EditPasswordState: Equatable, Sendable {
  /// Whether the account came from a social login (no form then), or where loading stands.
  public var isSocial: Loadable<Bool> = .loading
  /// The current password typed.
  public var current = ""
  /// The new password typed.
  public var new = ""
  /// The new password again.
  public var again = ""
  /// The error under the fields: the server's refusal or the same-password rule.
  public var error: String?
  /// The error under the current password's field: the server found it wrong.
  public var currentError: String?
  /// True while the change is sent.
  public var isSending = false

  /// True when the new password follows the rule (the hint turns from a warning to fine).
  public var isRuleMet: Bool { DimoRules.isValidPassword(new) }
  /// True when a confirmation was typed that differs.
  public var isMismatch: Bool { !again.isEmpty && again != new }
  /// True when the new password is the current one: refused before sending.
  public var isSame: Bool { !new.isEmpty && new == current }

  /// The line under the fields, if any.
  public var message: String? {
    if isSame { return DimoStrings.samePasswordRefused }
    if isMismatch { return DimoStrings.passwordMismatch }
    return error
  }

  /// True when "변경하기" may be pressed: nothing is sent otherwise.
  public var isChangeEnabled: Bool {
    isSocial.value == false && !current.isEmpty && isRuleMet && again == new && !isSame
      && !isSending
  }
}
