/// Why a user leaves: the six reasons of the withdrawal screen, exactly one of which is chosen.
/// Their labels are the app's texts.
public enum WithdrawReason: CaseIterable, Hashable, Sendable {
  /// 콘텐츠 불만족.
  case content
  /// 서비스 불만족.
  case service
  /// 앱 불만족.
  case app
  /// 사용 빈도 낮음.
  case rarelyUsed
  /// 단순 흥미 하락.
  case lostInterest
  /// 기타.
  case other
}
