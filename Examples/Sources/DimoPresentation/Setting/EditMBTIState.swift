import CairnPresentation
import DimoDomain
import Foundation

/// What MBTI 변경 shows.
public struct EditMBTIState: Equatable, Sendable {
  /// Whether a change is allowed now, or where loading stands.
  public var allowance: Loadable<ChangeAllowance> = .loading
  /// The MBTI now (the buttons start on it).
  public var current: MBTI?
  /// When it last changed (nil: never).
  public var lastChange: Date?
  /// The letter chosen on each axis.
  public var letters: [MBTIAxis: Character] = [:]
  /// A refusal of the change (the server's sentence).
  public var refusal: String?
  /// True while the change is sent.
  public var isSending = false

  /// The type chosen, once a letter is chosen on every axis.
  public var chosen: MBTI? { MBTI(letters: letters) }

  /// The line above the button, if any: why a change is not possible.
  public var message: String? {
    if case .loaded(.refused(let sentence)) = allowance { return sentence }
    if let refusal { return refusal }
    if chosen != nil, chosen == current { return DimoStrings.sameMBTIRefused }
    return nil
  }

  /// True when "변경하기" may be pressed.
  public var isChangeEnabled: Bool {
    allowance.value == .allowed && chosen != nil && chosen != current && !isSending
  }
}
