/// Everything a DIMO id account is created with, gathered over the sign-up screens.
public struct SignupForm: Equatable, Sendable {
  /// The login id.
  public var userID: String
  /// The password.
  public var password: String
  /// The real name.
  public var name: String
  /// The carrier, one of ``DimoRules/agencies``.
  public var agency: String
  /// `010-1234-5678`, verified with an SMS code.
  public var phoneNumber: String
  /// The nickname.
  public var nickname: String
  /// The user's type.
  public var mbti: MBTI
  /// True when the optional push consent was given.
  public var acceptsPush: Bool

  /// Creates a form.
  public init(
    userID: String, password: String, name: String, agency: String, phoneNumber: String,
    nickname: String, mbti: MBTI, acceptsPush: Bool
  ) {
    self.userID = userID
    self.password = password
    self.name = name
    self.agency = agency
    self.phoneNumber = phoneNumber
    self.nickname = nickname
    self.mbti = mbti
    self.acceptsPush = acceptsPush
  }
}
