import CairnPresentation
import DimoDomain
import Foundation

/// What 닉네임 변경 shows.
public struct EditNicknameState: Equatable, Sendable {
  /// What the server said of a typed nickname.
  public enum Availability: Equatable, Sendable {
    /// The answer is awaited.
    case checking
    /// Free.
    case available
    /// Taken.
    case taken
  }

  /// The account's last change and whether a change is allowed now, or where loading stands.
  public var account: Loadable<ChangeAllowance> = .loading
  /// When the nickname last changed (nil: never).
  public var lastChange: Date?
  /// The nickname typed.
  public var nickname = ""
  /// The server's answer for ``nickname``.
  public var availability: Availability?
  /// A refusal of the change itself (the server's sentence).
  public var refusal: String?
  /// True while the change is sent.
  public var isSending = false

  /// The server's sentence when a change is not allowed now (within 30 days): the field is off.
  public var lockMessage: String? {
    if case .loaded(.refused(let message)) = account { return message }
    return nil
  }

  /// True when the field takes input.
  public var isFieldEnabled: Bool { account.value == .allowed && !isSending }

  /// The line under the field, and whether it is an error.
  public var message: (text: String, isError: Bool)? {
    if let refusal { return (refusal, true) }
    guard !nickname.isEmpty else { return nil }
    if DimoRules.length(of: nickname) < DimoRules.nicknameLength.lowerBound {
      return (DimoStrings.nicknameTooShort, true)
    }
    if let refused = DimoStrings.ruleMessage(
      for: nickname, otherwise: DimoStrings.nicknameRule, DimoRules.validatedNickname)
    {
      return (refused, true)
    }
    switch availability {
    case .checking: return (DimoStrings.checking, false)
    case .available: return (DimoStrings.nicknameAvailable, false)
    case .taken: return (DimoStrings.nicknameTaken, true)
    case nil: return nil
    }
  }

  /// True when "변경하기" may be pressed: a valid nickname the server said is free.
  public var isChangeEnabled: Bool {
    isFieldEnabled && availability == .available
      && (try? DimoRules.validatedNickname(nickname)) != nil
  }

  /// Compares the shown values.
  public static func == (lhs: EditNicknameState, rhs: EditNicknameState) -> Bool {
    lhs.account == rhs.account && lhs.lastChange == rhs.lastChange
      && lhs.nickname == rhs.nickname && lhs.availability == rhs.availability
      && lhs.refusal == rhs.refusal && lhs.isSending == rhs.isSending
  }
}
