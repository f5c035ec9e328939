import DimoDomain

/// What a profile page and its "더보기 >" lists ask of their coordinator: the shared flows on
/// this stack, the vote flow for a voted character, Edit profile and the Vote tab's Dig me.
@MainActor
public protocol MomentumCoordinating: AnyObject {
  /// Pushes a section's whole list.
  func showMore(_ kind: MomentumSectionKind, title: String)
  /// A work's detail on this stack.
  func showContentDetail(id: Int, type: ContentType)
  /// A character's detail on this stack.
  func showCharacterDetail(id: Int)
  /// A review's detail on this stack.
  func showReviewDetail(id: Int, characterID: Int)
  /// Votes again on a voted character (the vote flow on this stack); the vote cast, or nil.
  func revote(on character: CharacterSummary) async -> CastVote?
  /// Edit profile, awaited: what the profile holds after 확인, or nil when left.
  func editProfile(_ profile: UserProfile) async -> ProfileChange?
  /// "DIG ME!로 이동하기": the Vote tab, on its first screen.
  func showDigMe()
}
