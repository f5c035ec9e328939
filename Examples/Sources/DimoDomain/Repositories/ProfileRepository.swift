/// The logged-in user as the home screen needs them: the login id (to tell own reviews and
/// comments apart) and the MBTI of the section titles.
public protocol MyProfileRepository: Sendable {
  /// The caller's profile.
  func fetchMyProfile() async throws(DimoFailure) -> MyProfile
}

/// Who the caller is.
public struct MyProfile: Hashable, Sendable {
  /// The login id.
  public var userID: String
  /// The nickname.
  public var nickname: String
  /// The MBTI, when known.
  public var mbti: MBTI?

  /// Creates a profile.
  public init(userID: String, nickname: String, mbti: MBTI?) {
    self.userID = userID
    self.nickname = nickname
    self.mbti = mbti
  }
}
