/// The seven reasons of the report screen. All but ``other`` are sent as their label; with
/// ``other`` the free text (at most ``DimoRules/reportReasonLength`` characters) is sent.
public enum ReportReason: String, CaseIterable, Hashable, Sendable {
  /// 비속어 사용.
  case profanity
  /// 스포일러.
  case spoiler
  /// 음란 폭력.
  case obscenity
  /// 홍보.
  case advertising
  /// 정치·종교적 발언.
  case politics
  /// 거짓 정보.
  case falseInformation
  /// 기타: the free text is the reason.
  case other
}
