import Foundation

/// The caller's account, as `GET user_info` answers it.
public struct RespondUserInfo: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The login id.
  public var userID: String
  /// The nickname.
  public var nickname: String
  /// The MBTI.
  @ExplicitNull public var mbti: String?
  /// When the nickname last changed (ISO 8601), or null.
  @ExplicitNull public var updatedAtNickname: String?
  /// When the MBTI last changed (ISO 8601), or null.
  @ExplicitNull public var updatedAtMBTI: String?
  /// The real name (ours: the original app kept it from the signup screens).
  public var name: String
  /// The carrier.
  @ExplicitNull public var agency: String?
  /// The phone number.
  @ExplicitNull public var phoneNumber: String?
  /// 1 when push messages are accepted.
  public var pushCheck: Int
  /// `none` for a DIMO id account.
  public var snsType: String

  enum CodingKeys: String, CodingKey {
    case code, message, nickname, mbti, name, agency
    case userID = "user_id"
    case updatedAtNickname = "updated_at_nickname"
    case updatedAtMBTI = "updated_at_mbti"
    case phoneNumber = "phone_number"
    case pushCheck = "push_check"
    case snsType = "sns_type"
  }

  /// Creates the answer.
  public init(
    code: Int, message: String, userID: String, nickname: String, mbti: String?,
    updatedAtNickname: String?, updatedAtMBTI: String?, name: String, agency: String?,
    phoneNumber: String?, pushCheck: Int, snsType: String
  ) {
    self.code = code
    self.message = message
    self.userID = userID
    self.nickname = nickname
    self.mbti = mbti
    self.updatedAtNickname = updatedAtNickname
    self.updatedAtMBTI = updatedAtMBTI
    self.name = name
    self.agency = agency
    self.phoneNumber = phoneNumber
    self.pushCheck = pushCheck
    self.snsType = snsType
  }
}

/// `POST user_info/change_pw` (a GET with both passwords in the URL in the original).
public struct RequestChangePassword: Codable, Equatable, Sendable {
  /// The caller's login id (optional; it must be the caller's when given).
  public var userID: String?
  /// The current password.
  public var password: String
  /// The new password.
  public var newPassword: String

  enum CodingKeys: String, CodingKey {
    case password
    case userID = "user_id"
    case newPassword = "new_password"
  }

  /// Creates the request.
  public init(userID: String? = nil, password: String, newPassword: String) {
    self.userID = userID
    self.password = password
    self.newPassword = newPassword
  }
}

/// The answer to a password change; `message_confirm_pw` repeats the outcome as the original
/// did.
public struct RespondChangePassword: DimoResponse, Equatable {
  /// 200, 403 (wrong current password) or 422 (same as before, or breaks the rule).
  public var code: Int
  /// The sentence.
  public var message: String
  /// The sentence about the current password.
  public var messageConfirmPW: String
  /// The login id.
  public var userID: String

  enum CodingKeys: String, CodingKey {
    case code, message
    case messageConfirmPW = "message_confirm_pw"
    case userID = "user_id"
  }

  /// Creates the answer.
  public init(code: Int, message: String, messageConfirmPW: String, userID: String) {
    self.code = code
    self.message = message
    self.messageConfirmPW = messageConfirmPW
    self.userID = userID
  }
}

/// `GET user_info/confirm_nickname?user_id=&nickname=`: whether a nickname is free.
public struct RequestNicknameCheck: DimoQueryRequest, Equatable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The nickname to check.
  public var nickname: String

  /// Creates the request.
  public init(userID: String? = nil, nickname: String) {
    self.userID = userID
    self.nickname = nickname
  }

  /// Reads `user_id` and `nickname`.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
    nickname = try query.string("nickname")
  }

  /// `user_id` (when set) and `nickname`.
  public var queryItems: [URLQueryItem] {
    RequestUser(userID: userID).queryItems + [URLQueryItem(name: "nickname", value: nickname)]
  }
}

/// `POST user_info/change_nickname` (a GET in the original). Enforces uniqueness and the
/// 30-day rule.
public struct RequestChangeNickname: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The new nickname.
  public var nickname: String

  enum CodingKeys: String, CodingKey {
    case nickname
    case userID = "user_id"
  }

  /// Creates the request.
  public init(userID: String? = nil, nickname: String) {
    self.userID = userID
    self.nickname = nickname
  }
}

/// The new nickname.
public struct RespondNickname: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The nickname now.
  public var nickname: String

  /// Creates the answer.
  public init(code: Int, message: String, nickname: String) {
    self.code = code
    self.message = message
    self.nickname = nickname
  }
}

/// `POST user_info/change_mbti` (a GET in the original). Enforces the 30-day rule.
public struct RequestChangeMBTI: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// The new MBTI.
  public var mbti: String

  enum CodingKeys: String, CodingKey {
    case mbti
    case userID = "user_id"
  }

  /// Creates the request.
  public init(userID: String? = nil, mbti: String) {
    self.userID = userID
    self.mbti = mbti
  }
}

/// The new MBTI.
public struct RespondMBTI: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The MBTI now.
  public var mbti: String

  /// Creates the answer.
  public init(code: Int, message: String, mbti: String) {
    self.code = code
    self.message = message
    self.mbti = mbti
  }
}

/// `POST admin/request_character`: asks for a character to be added.
public struct RequestCharacterRequest: Codable, Equatable, Sendable {
  /// The caller's login id, when given.
  public var userID: String?
  /// `애니` or `영화`.
  public var category: String
  /// The work's title.
  public var title: String
  /// The character's name.
  public var characterName: String

  enum CodingKeys: String, CodingKey {
    case category, title
    case userID = "user_id"
    case characterName = "character_name"
  }

  /// Creates the request.
  public init(userID: String? = nil, category: String, title: String, characterName: String) {
    self.userID = userID
    self.category = category
    self.title = title
    self.characterName = characterName
  }
}
