import Foundation

/// `POST signup`: a new DIMO id account. The phone number must have been verified with
/// `signup/phone-check/verify` within the last 30 minutes.
public struct RequestSignup: Codable, Equatable, Sendable {
  /// The login id.
  public var userID: String
  /// The password (never sent in a URL).
  public var password: String
  /// The real name.
  public var name: String
  /// `none` for a DIMO id account (the only kind this server creates).
  public var snsType: String?
  /// The carrier: SKT, KT, LGU+ or 알뜰폰.
  public var agency: String
  /// `010-1234-5678`.
  public var phoneNumber: String
  /// The nickname.
  public var nickname: String
  /// The user's MBTI.
  public var mbti: String
  /// 1 when push messages are accepted, else 0.
  public var pushCheck: Int

  enum CodingKeys: String, CodingKey {
    case password, name, agency, nickname, mbti
    case userID = "user_id"
    case snsType = "sns_type"
    case phoneNumber = "phone_number"
    case pushCheck = "push_check"
  }

  /// Creates the request.
  public init(
    userID: String, password: String, name: String, snsType: String? = "none", agency: String,
    phoneNumber: String, nickname: String, mbti: String, pushCheck: Int
  ) {
    self.userID = userID
    self.password = password
    self.name = name
    self.snsType = snsType
    self.agency = agency
    self.phoneNumber = phoneNumber
    self.nickname = nickname
    self.mbti = mbti
    self.pushCheck = pushCheck
  }
}

/// The answer to a signup: the new account's tokens, so that the app is logged in at once.
public struct RespondSignup: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// "{name}님, 회원가입에 성공했습니다!"
  public var message: String
  /// The login id.
  public var userID: String
  /// An access token (the original sent none here).
  public var accessToken: String
  /// A refresh token.
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

/// `GET signup/is_id_dup?user_id=`: whether a login id is free.
public struct RequestIDCheck: DimoQueryRequest, Equatable {
  /// The id to check.
  public var userID: String

  /// Creates the request.
  public init(userID: String) {
    self.userID = userID
  }

  /// Reads `user_id`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = try query.string("user_id")
  }

  /// `user_id`.
  public var queryItems: [URLQueryItem] { [URLQueryItem(name: "user_id", value: userID)] }
}

/// An answer that echoes the login id it is about.
public struct RespondUserID: DimoResponse, Equatable {
  /// The outcome.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The login id.
  public var userID: String

  enum CodingKeys: String, CodingKey {
    case code, message
    case userID = "user_id"
  }

  /// Creates the answer.
  public init(code: Int, message: String, userID: String) {
    self.code = code
    self.message = message
    self.userID = userID
  }
}
