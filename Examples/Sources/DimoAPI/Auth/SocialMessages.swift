/// The social login providers of the original; none is reachable from this server.
public enum SocialProvider: String, CaseIterable, Sendable {
  /// Kakao.
  case kakao
  /// Google.
  case google
  /// Apple.
  case apple

  /// The provider's name as the refusal says it.
  public var displayName: String {
    switch self {
    case .kakao: "카카오"
    case .google: "구글"
    case .apple: "애플"
    }
  }

  /// The route of its login.
  public var route: DimoRoute {
    switch self {
    case .kakao: .kakaoLogin
    case .google: .googleLogin
    case .apple: .appleLogin
    }
  }
}

/// `POST social`: a social account's nickname and MBTI (refused here, as every social route).
public struct RequestSocialProfile: Codable, Equatable, Sendable {
  /// The provider's user id.
  public var userID: String
  /// 1 when push messages are accepted.
  public var pushCheck: Int
  /// The nickname.
  public var nickname: String
  /// The MBTI.
  public var mbti: String

  enum CodingKeys: String, CodingKey {
    case nickname, mbti
    case userID = "user_id"
    case pushCheck = "push_check"
  }

  /// Creates the request.
  public init(userID: String, pushCheck: Int, nickname: String, mbti: String) {
    self.userID = userID
    self.pushCheck = pushCheck
    self.nickname = nickname
    self.mbti = mbti
  }
}
