import Foundation

/// The caller's account as the Setting tab needs it: names, MBTI, when they last changed, and
/// whether the account came from a social login (which has no password to change).
public struct AccountSettings: Hashable, Sendable {
  /// The login id.
  public var userID: String
  /// The nickname.
  public var nickname: String
  /// The MBTI, when set.
  public var mbti: MBTI?
  /// When the nickname last changed, or nil when it never did.
  public var nicknameChangedAt: Date?
  /// When the MBTI last changed, or nil when it never did.
  public var mbtiChangedAt: Date?
  /// True for an account of a social login (Kakao, Google, Apple).
  public var isSocial: Bool

  /// Creates the account's settings.
  public init(
    userID: String, nickname: String, mbti: MBTI?, nicknameChangedAt: Date?,
    mbtiChangedAt: Date?, isSocial: Bool
  ) {
    self.userID = userID
    self.nickname = nickname
    self.mbti = mbti
    self.nicknameChangedAt = nicknameChangedAt
    self.mbtiChangedAt = mbtiChangedAt
    self.isSocial = isSocial
  }
}
