/// Profiles and their lists (My Momentum, and another user's profile): anyone's profile by
/// login id, the works they 찜'd, the characters they voted on, their reviews and comments, and
/// editing one's own introduction and picture. A `userID` of nil means the caller.
///
/// An empty list is an empty array (the server's 201 "nothing yet"), never an error.
public protocol MomentumRepository: Sendable {
  /// The profile of `userID` (the caller's when nil).
  func fetchProfile(userID: String?) async throws(DimoFailure) -> UserProfile
  /// The works `userID` 찜'd: anime first, then movies, each newest first.
  func fetchLikedWorks(userID: String?) async throws(DimoFailure) -> [LikedWork]
  /// The characters `userID` voted on, newest first.
  func fetchVotedCharacters(userID: String?) async throws(DimoFailure) -> [VotedCharacter]
  /// The reviews `userID` wrote, newest first.
  func fetchReviews(userID: String?) async throws(DimoFailure) -> [PostedReview]
  /// The comments `userID` wrote, newest first.
  func fetchComments(userID: String?) async throws(DimoFailure) -> [PostedComment]
  /// Changes the caller's introduction and/or picture; returns what the profile holds now.
  func modifyProfile(_ edit: ProfileEdit) async throws(DimoFailure) -> ProfileChange
}
