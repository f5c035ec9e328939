/// A user's profile as My Momentum's header shows it.
public struct UserProfile: Hashable, Sendable {
  /// The login id.
  public var userID: String
  /// The nickname.
  public var nickname: String
  /// The MBTI, when known.
  public var mbti: MBTI?
  /// The self-introduction, or nil when there is none.
  public var intro: String?
  /// The picture's path on the server, or nil when there is none.
  public var picturePath: String?

  /// Creates a profile.
  public init(
    userID: String, nickname: String, mbti: MBTI?, intro: String?, picturePath: String?
  ) {
    self.userID = userID
    self.nickname = nickname
    self.mbti = mbti
    self.intro = intro
    self.picturePath = picturePath
  }

  /// The same profile after an edit.
  public func applying(_ change: ProfileChange) -> UserProfile {
    var profile = self
    profile.intro = change.intro
    profile.picturePath = change.picturePath
    return profile
  }
}
