import DimoDomain

/// The sections of a profile page: the caller's own has all four, another user's has no
/// comments.
public enum MomentumSectionKind: String, CaseIterable, Hashable, Sendable {
  /// The works 찜'd.
  case liked
  /// The characters voted on ("Dig 완료한 캐릭터").
  case voted
  /// The reviews written.
  case reviews
  /// The comments written (one's own page only).
  case comments

  /// The sections of the caller's page, or of another user's.
  public static func sections(isOwn: Bool) -> [MomentumSectionKind] {
    isOwn ? allCases : [.liked, .voted, .reviews]
  }

  /// Loads this section of `userID`'s page (the caller's when nil).
  func load(from profiles: any MomentumRepository, userID: String?) async throws(DimoFailure)
    -> [MomentumItem]
  {
    switch self {
    case .liked:
      return try await profiles.fetchLikedWorks(userID: userID).map(MomentumItem.work)
    case .voted:
      return try await profiles.fetchVotedCharacters(userID: userID).map(MomentumItem.character)
    case .reviews:
      return try await profiles.fetchReviews(userID: userID).map(MomentumItem.review)
    case .comments:
      return try await profiles.fetchComments(userID: userID).map(MomentumItem.comment)
    }
  }
}
