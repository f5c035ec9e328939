import Foundation

/// `GET login/find_id?name=&agency=&phone_number=&ver_code=`: the login id of an account, with
/// an SMS code sent to its phone number (the code is used up).
public struct RequestFindUserID: DimoQueryRequest, Equatable {
  /// The real name.
  public var name: String
  /// The carrier.
  public var agency: String
  /// `010-1234-5678`.
  public var phoneNumber: String
  /// The six digits received.
  public var verificationCode: String

  /// Creates the request.
  public init(name: String, agency: String, phoneNumber: String, verificationCode: String) {
    self.name = name
    self.agency = agency
    self.phoneNumber = phoneNumber
    self.verificationCode = verificationCode
  }

  /// Reads the four parameters.
  public init(query: DimoQuery) throws(DimoQueryError) {
    name = try query.string("name")
    agency = try query.string("agency")
    phoneNumber = try query.string("phone_number")
    verificationCode = try query.string("ver_code")
  }

  /// `name`, `agency`, `phone_number`, `ver_code`.
  public var queryItems: [URLQueryItem] {
    [
      URLQueryItem(name: "name", value: name), URLQueryItem(name: "agency", value: agency),
      URLQueryItem(name: "phone_number", value: phoneNumber),
      URLQueryItem(name: "ver_code", value: verificationCode),
    ]
  }
}

/// The login id found.
public struct RespondFindUserID: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// The login id.
  public var userID: String
  /// The real name.
  public var name: String

  enum CodingKeys: String, CodingKey {
    case code, message, name
    case userID = "user_id"
  }

  /// Creates the answer.
  public init(code: Int, message: String, userID: String, name: String) {
    self.code = code
    self.message = message
    self.userID = userID
    self.name = name
  }
}

/// `POST login/find_pw`: with the code just sent to the account's own phone number (which must
/// be the one given), sends a one-time password to it and makes it the password.
public struct RequestFindPassword: Codable, Equatable, Sendable {
  /// The login id.
  public var userID: String
  /// The account's phone number.
  public var phoneNumber: String
  /// The code sent to that number by `signup/phone-check` (used up): without it nothing
  /// changes. The original reset the password on the id and the number alone, which let anyone
  /// who knew both take the account.
  public var verificationCode: String

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case phoneNumber = "phone_number"
    case verificationCode = "ver_code"
  }

  /// Creates the request.
  public init(userID: String, phoneNumber: String, verificationCode: String) {
    self.userID = userID
    self.phoneNumber = phoneNumber
    self.verificationCode = verificationCode
  }
}

/// `POST drop`: withdraws the caller's account.
public struct RequestWithdraw: Codable, Equatable, Sendable {
  /// The caller's login id (optional; it must be the caller's when given).
  public var userID: String?
  /// Why, up to 200 characters.
  public var dropReason: String

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
    case dropReason = "drop_reason"
  }

  /// Creates the request.
  public init(userID: String? = nil, dropReason: String) {
    self.userID = userID
    self.dropReason = dropReason
  }
}

/// A request that names nobody but the caller: a body or the query of a GET with only
/// `user_id` (which, when given, must be the caller's, or for a profile names whose).
public struct RequestUser: Codable, DimoQueryRequest, Equatable {
  /// A login id, or nil for the caller.
  public var userID: String?

  enum CodingKeys: String, CodingKey {
    case userID = "user_id"
  }

  /// Creates the request.
  public init(userID: String? = nil) {
    self.userID = userID
  }

  /// Reads `user_id`, if present.
  public init(query: DimoQuery) throws(DimoQueryError) {
    userID = query.optionalString("user_id")
  }

  /// `user_id`, when set.
  public var queryItems: [URLQueryItem] {
    userID.map { [URLQueryItem(name: "user_id", value: $0)] } ?? []
  }
}
