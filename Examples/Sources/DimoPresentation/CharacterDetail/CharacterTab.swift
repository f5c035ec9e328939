/// The two tabs of the character detail.
public enum CharacterTab: Hashable, Sendable, CaseIterable {
  /// 피드: the reviews.
  case feed
  /// 분석: the votes.
  case analysis
}
