import DimoDomain

/// What SignupIdentification, FindID and FindPW show.
public struct IdentificationState: Equatable, Sendable {
  /// True when the screen asks for the login id too (FindPW).
  public var needsUserID = false
  /// The name typed.
  public var name = ""
  /// The id typed (FindPW).
  public var userID = ""
  /// The chosen carrier.
  public var agency: String?
  /// The phone, formatted `3-4-4`.
  public var phoneNumber = ""
  /// The code typed.
  public var code = ""
  /// True once a code was sent: the code field shows.
  public var isCodeSent = false
  /// Seconds left of the code's 3 minutes, while one was sent.
  public var secondsLeft: Int?
  /// The code's error line.
  public var codeError: String?
  /// True while a request runs.
  public var isLoading = false

  /// True when "인증요청" may be pressed.
  public var isRequestEnabled: Bool {
    !isLoading && DimoRules.mayRequestCode(name: name, agency: agency, phoneNumber: phoneNumber)
      && (!needsUserID || (try? DimoRules.validatedUserID(userID)) != nil)
  }

  /// The countdown label, `m:ss`.
  public var countdown: String? { secondsLeft.map(DimoStrings.countdown(seconds:)) }

  /// True when "다음" may be pressed: a complete code within its 3 minutes.
  public var isNextEnabled: Bool {
    !isLoading && isRequestEnabled && DimoRules.isCompleteCode(code) && (secondsLeft ?? 0) > 0
  }
}
