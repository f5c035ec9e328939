/// `POST signup/phone-check` (and the first step of finding an id): sends a six-digit code,
/// valid for 3 minutes, to a phone number.
public struct RequestPhoneCheck: Codable, Equatable, Sendable {
  /// `010-1234-5678`.
  public var phoneNumber: String

  enum CodingKeys: String, CodingKey {
    case phoneNumber = "phone_number"
  }

  /// Creates the request.
  public init(phoneNumber: String) {
    self.phoneNumber = phoneNumber
  }
}

/// The answer to a code request; `msg` is the original's `"success"`.
public struct RespondPhoneCheck: DimoResponse, Equatable {
  /// 200.
  public var code: Int
  /// The sentence.
  public var message: String
  /// `"success"`.
  public var msg: String

  /// Creates the answer.
  public init(code: Int, message: String, msg: String = "success") {
    self.code = code
    self.message = message
    self.msg = msg
  }
}

/// `POST signup/phone-check/verify`: checks a code. A right code is used up and marks the
/// number verified for signing up.
public struct RequestPhoneVerify: Codable, Equatable, Sendable {
  /// `010-1234-5678`.
  public var phoneNumber: String
  /// The six digits received.
  public var smsCode: String

  enum CodingKeys: String, CodingKey {
    case phoneNumber = "phone_number"
    case smsCode = "code"
  }

  /// Creates the request.
  public init(phoneNumber: String, smsCode: String) {
    self.phoneNumber = phoneNumber
    self.smsCode = smsCode
  }
}

/// The answer to a code check: 200 with `phone_valid: true`, or 400 with `false`.
public struct RespondPhoneVerify: DimoResponse, Equatable {
  /// 200 or 400.
  public var code: Int
  /// The sentence.
  public var message: String
  /// Whether the code was right.
  public var phoneValid: Bool

  enum CodingKeys: String, CodingKey {
    case code, message
    case phoneValid = "phone_valid"
  }

  /// Creates the answer.
  public init(code: Int, message: String, phoneValid: Bool) {
    self.code = code
    self.message = message
    self.phoneValid = phoneValid
  }
}
