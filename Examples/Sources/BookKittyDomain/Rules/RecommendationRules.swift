/// The parameters of the recommendation pipeline: the original's defaults.
public enum RecommendationRules {
  /// A candidate's title must be at least this similar to the model's title (0 to 1).
  public static let titleThreshold = 0.4
  /// A candidate's author must be at least this similar to the model's author (0 to 1).
  public static let authorThreshold = 0.8
  /// The weight of the title in a candidate's score; the author weighs the rest.
  public static let titleWeight = 0.8
  /// How many times one pick is checked against the search (the first check and the checks of
  /// its replacements) before the best-scored candidate is taken.
  public static let maxValidations = 3
  /// The most owned books the model may pick.
  public static let maxOwnedPicks = 3
  /// The most new books the model may pick.
  public static let maxNewPicks = 3
  /// How many results each search of the pipeline asks for.
  public static let searchDisplay = 10
}
