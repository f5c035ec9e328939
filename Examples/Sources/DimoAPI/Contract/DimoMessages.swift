import DimoDomain

/// Every Korean sentence the DIMO server sends in `message`: the original's wording where it
/// had one, ours for the refusals the original lacked.
public enum DimoMessages {
  // MARK: Signup and phone

  /// After a signup.
  public static func signedUp(name: String) -> String { "\(name)님, 회원가입에 성공했습니다!" }
  /// An SMS code was sent.
  public static let codeSent = "인증번호를 전송했습니다."
  /// The SMS text of a signup or find-id code.
  public static func codeSMS(_ code: String) -> String { "DIMO 인증번호는 \(code)입니다." }
  /// A code was verified.
  public static let codeVerified = "인증에 성공했습니다."
  /// A wrong, expired or used code.
  public static let invalidCode = "유효하지 않는 코드입니다."
  /// Too many codes asked for one number or from one client; the minutes until the next.
  public static func tooManyCodes(minutes: Int) -> String {
    "인증번호 요청이 너무 많습니다. \(minutes)분 후에 다시 시도해 주세요."
  }
  /// Too many login tries from one client; the minutes until the next try.
  public static func tooManyLogins(minutes: Int) -> String {
    "로그인 시도가 너무 많습니다. \(minutes)분 후에 다시 시도해 주세요."
  }
  /// Too many codes checked for one number; the minutes until the next try.
  public static func tooManyChecks(minutes: Int) -> String {
    "인증번호 확인 시도가 너무 많습니다. \(minutes)분 후에 다시 시도해 주세요."
  }
  /// A signup whose phone number was not verified first.
  public static let phoneNotVerified = "휴대폰 인증을 먼저 완료해 주세요."
  /// A free login id.
  public static let userIDAvailable = "사용 가능한 아이디입니다."
  /// A taken login id.
  public static let userIDTaken = "사용할 수 없는 아이디입니다."

  // MARK: Login and tokens

  /// After a login.
  public static func loggedIn(nickname: String) -> String {
    "로그인 성공! \(nickname)님 환영합니다!"
  }
  /// No account with that id.
  public static let noAccount = "존재하지 않는 계정입니다!"
  /// A wrong password.
  public static let wrongPassword = "비밀번호가 틀렸습니다!"
  /// A locked account, with the minutes left.
  public static func accountLocked(minutes: Int) -> String {
    "로그인에 \(DimoRules.loginFailureLimit)번 실패해 계정이 잠겼습니다. \(minutes)분 후에 다시 시도해 주세요."
  }
  /// A sample account, which has no password.
  public static let sampleAccount = "샘플 계정은 로그인할 수 없습니다."
  /// New tokens.
  public static let refreshed = "토큰을 새로 발급했습니다."
  /// No or a bad access token.
  public static let unauthorized = "로그인이 필요합니다."
  /// An expired access token.
  public static let accessTokenExpired = "로그인이 만료되었습니다. 다시 로그인해 주세요."
  /// A refresh token that is expired, revoked or was used twice.
  public static let refreshRejected = "다시 로그인해 주세요."
  /// A `user_id` that is not the caller's.
  public static let notYourAccount = "다른 사용자의 정보에는 접근할 수 없습니다."
  /// After a logout.
  public static let loggedOut = "로그아웃에 성공하였습니다"
  /// A social login, which this server does not offer.
  public static func socialUnavailable(_ provider: String) -> String {
    "\(provider) 로그인은 이 서버에서 사용할 수 없습니다. DIMO 아이디로 로그인해 주세요."
  }

  // MARK: Finding an account

  /// The id was found.
  public static let userIDFound = "아이디를 조회했습니다."
  /// No user with those details.
  public static let noUser = "존재하지 않는 사용자 정보입니다."
  /// The SMS text of a one-time password.
  public static func temporaryPasswordSMS(_ password: String) -> String {
    "DIMO의 일회용 비밀번호는 \(password)입니다."
  }
  /// A one-time password was sent.
  public static let passwordReset = "비밀번호를 업데이트 했습니다."

  // MARK: Withdrawal

  /// After withdrawing.
  public static let withdrawn = "회원 탈퇴가 완료되었습니다."

  // MARK: Settings

  /// The account's settings.
  public static let userInfo = "회원정보를 성공적으로 조회했습니다."
  /// Generic failure text of a password change.
  public static let errorOccurred = "에러가 발생했습니다."
  /// A wrong current password.
  public static let wrongCurrentPassword = "기존 비밀번호를 잘못 입력했습니다."
  /// A new password equal to the current one.
  public static let samePassword = "같은 비밀번호가 입력되었습니다."
  /// After a password change.
  public static let passwordChanged = "비밀번호가 성공적으로 변경되었습니다."
  /// A social account, which has no password.
  public static let socialHasNoPassword = "소셜로그인으로 가입한 경우 비밀번호를 변경할 수 없어요"
  /// A free nickname.
  public static let nicknameAvailable = "사용 가능한 닉네임입니다."
  /// A taken nickname.
  public static let nicknameTaken = "중복된 닉네임이 존재합니다."
  /// A nickname changed less than 30 days ago.
  public static let nicknameOncePerMonth = "닉네임은 한 달에 한 번만 변경할 수 있습니다."
  /// The nickname may change.
  public static let nicknameModifiable = "닉네임을 변경할 수 있습니다."
  /// After a nickname change.
  public static let nicknameChanged = "닉네임이 성공적으로 변경되었습니다."
  /// An MBTI changed less than 30 days ago.
  public static let mbtiOncePerMonth = "mbti는 한 달에 한 번만 변경할 수 있습니다."
  /// The MBTI may change.
  public static let mbtiModifiable = "mbti를 변경할 수 있습니다."
  /// A new MBTI equal to the current one.
  public static let sameMBTI = "바꾸려는 mbti가 동일합니다."
  /// After an MBTI change.
  public static let mbtiChanged = "mbti가 성공적으로 변경되었습니다."
  /// After a character request.
  public static let characterRequested = "캐릭터를 성공적으로 요청했습니다."
}
