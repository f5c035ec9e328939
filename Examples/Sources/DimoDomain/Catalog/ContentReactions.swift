/// What users did with a work: the caller's 찜 and grade, and the MBTI lines of the detail.
public struct ContentReactions: Hashable, Sendable {
  /// True when the caller 찜'd the work.
  public var isLiked: Bool
  /// The caller's grade: 1 (맘에 들어요), −1 (별로예요) or nil.
  public var myGrade: Int?
  /// The MBTI with the most 찜, or nil (its line is hidden).
  public var mostLikedMBTI: MBTI?
  /// The MBTI that most often graded 맘에 들어요, or nil (hidden).
  public var bestGradeMBTI: MBTI?
  /// The MBTI that most often graded 별로예요, or nil (hidden).
  public var worstGradeMBTI: MBTI?

  /// Creates the reactions.
  public init(
    isLiked: Bool, myGrade: Int?, mostLikedMBTI: MBTI?, bestGradeMBTI: MBTI?,
    worstGradeMBTI: MBTI?
  ) {
    self.isLiked = isLiked
    self.myGrade = myGrade
    self.mostLikedMBTI = mostLikedMBTI
    self.bestGradeMBTI = bestGradeMBTI
    self.worstGradeMBTI = worstGradeMBTI
  }
}
