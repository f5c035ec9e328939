import BookKittyDomain
import CairnNetworking

/// The pipeline's settings: the original's thresholds (``RecommendationRules``), and the pause
/// before each pick's search.
public struct PipelineConfiguration: Sendable {
  /// A candidate's title must be at least this similar.
  public var titleThreshold = RecommendationRules.titleThreshold
  /// A candidate's author must be at least this similar.
  public var authorThreshold = RecommendationRules.authorThreshold
  /// The title's weight in a candidate's score.
  public var titleWeight = RecommendationRules.titleWeight
  /// Checks of one pick (with its replacements) before the best candidate is taken.
  public var maxValidations = RecommendationRules.maxValidations
  /// The wait before each pick's search: the original waited 500 ms to spare Naver's rate
  /// limit. The launcher keeps it for a remote search (`--server`) and sets it to zero for the
  /// search server it runs itself.
  public var searchPause: Duration
  /// The clock of that pause; tests inject a `ManualClock`.
  public var clock: any NetworkClock

  /// The original's settings, with the pause and clock given.
  public init(
    searchPause: Duration = .milliseconds(500), clock: any NetworkClock = SystemNetworkClock()
  ) {
    self.searchPause = searchPause
    self.clock = clock
  }
}
