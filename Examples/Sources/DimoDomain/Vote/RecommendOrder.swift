/// The two orders of the Recommend screen.
public enum RecommendOrder: Hashable, Sendable, CaseIterable {
  /// 랜덤순: characters at random (``DimoRules/randomRecommendationCount`` of them).
  case random
  /// 인기순: every voted character, most votes first.
  case popular
}
