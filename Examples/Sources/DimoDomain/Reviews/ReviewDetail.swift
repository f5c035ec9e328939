/// A review with what its detail shows around it: the character, the work, and the caller's like.
public struct ReviewDetail: Hashable, Sendable {
  /// The review.
  public var review: Review
  /// The character's name.
  public var characterName: String
  /// The character's MBTI.
  public var characterMBTI: MBTI?
  /// The work's title.
  public var contentTitle: String
  /// True when the caller liked the review.
  public var isLiked: Bool

  /// Creates a detail.
  public init(
    review: Review, characterName: String, characterMBTI: MBTI?, contentTitle: String,
    isLiked: Bool
  ) {
    self.review = review
    self.characterName = characterName
    self.characterMBTI = characterMBTI
    self.contentTitle = contentTitle
    self.isLiked = isLiked
  }
}
