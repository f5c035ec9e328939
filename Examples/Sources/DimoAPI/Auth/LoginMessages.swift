/// `POST login`: a DIMO id and password.
public struct RequestLogin: Codable, Equatable, Sendable {
  /// The login id.
  public var userID: String
  /// The password.
  public var password: String

  enum CodingKeys: String, CodingKey {
    case password
    case userID = "user_id"
  }

  /// Creates the request.
  public init(userID: String, password: String) {
    self.userID = userID
    self.password = password
  }
}

/// The answer to a login. A refusal is 401 and keeps the original's markers in
/// `access_token`: `"id_false"` (no such account), `"pwd_false"` (wrong password) or
/// `"locked"` (five failures in 15 minutes).
public struct RespondLogin: DimoResponse, Equatable {
  /// 200 or 401.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The login id.
  public var userID: String
  /// The access token (1 hour), or a marker of the refusal.
  public var accessToken: String
  /// The refresh token (14 days), or empty.
  public var refreshToken: String

  enum CodingKeys: String, CodingKey {
    case code, message
    case userID = "user_id"
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, userID: String, accessToken: String, refreshToken: String
  ) {
    self.code = code
    self.message = message
    self.userID = userID
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}

/// `POST login/refresh`: a refresh token for new tokens. The old refresh token is used up; a
/// used one sent again revokes its session.
public struct RequestRefresh: Codable, Equatable, Sendable {
  /// The refresh token.
  public var refreshToken: String

  enum CodingKeys: String, CodingKey {
    case refreshToken = "refresh_token"
  }

  /// Creates the request.
  public init(refreshToken: String) {
    self.refreshToken = refreshToken
  }
}

/// New tokens.
public struct RespondToken: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The access token (1 hour).
  public var accessToken: String
  /// The refresh token that replaces the one sent (14 days).
  public var refreshToken: String

  enum CodingKeys: String, CodingKey {
    case code, message
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
  }

  /// Creates the answer.
  public init(code: Int, message: String, accessToken: String, refreshToken: String) {
    self.code = code
    self.message = message
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}

/// `POST social/{kakao,google,apple}_login`: kept for the original's shape; this server
/// answers 404 (the providers are not reachable here).
public struct RequestSocialLogin: Codable, Equatable, Sendable {
  /// The provider's user id.
  public var userID: String
  /// The name.
  public var name: String
  /// `kakao`, `google` or `apple`.
  public var snsType: String

  enum CodingKeys: String, CodingKey {
    case name
    case userID = "user_id"
    case snsType = "sns_type"
  }

  /// Creates the request.
  public init(userID: String, name: String, snsType: String) {
    self.userID = userID
    self.name = name
    self.snsType = snsType
  }
}
