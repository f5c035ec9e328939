import DimoDomain

/// What 회원탈퇴 shows.
public struct WithdrawState: Equatable, Sendable {
  /// The reason chosen (exactly one).
  public var reason: WithdrawReason?
  /// The free text, at most ``DimoRules/withdrawTextLength`` characters.
  public var text = ""
  /// True when the last input was longer than the limit and was cut.
  public var wasCut = false
  /// True while the withdrawal is sent.
  public var isSending = false

  /// "{n}/100".
  public var count: String {
    DimoStrings.characterCount(
      DimoRules.length(of: text), of: DimoRules.withdrawTextLength.upperBound)
  }

  /// What is sent, when a reason is chosen and it fits the server's limit.
  public var sentReason: String? {
    guard let reason else { return nil }
    return try? DimoRules.validatedDropReason(
      DimoStrings.withdrawSentReason(reason, text: text))
  }

  /// True when "탈퇴하기" may be pressed.
  public var isWithdrawEnabled: Bool { sentReason != nil && !isSending }
}
