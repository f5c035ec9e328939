import DimoDomain

// The auth flow's texts (LoginStart, DimoLogin, sign-up, finding an id or a password).
extension DimoStrings {
  // MARK: LoginStart

  /// The first screen's title.
  public static let loginStartTitle = "DIMO"
  /// The first screen's line.
  public static let loginStartHeadline = "당신의 과몰입을\n완성해 보세요"
  /// Kakao login (disabled here).
  public static let kakaoLogin = "카카오로 시작하기"
  /// Google login (disabled here).
  public static let googleLogin = "Google로 시작하기"
  /// Apple login (disabled here).
  public static let appleLogin = "Apple로 시작하기"
  /// Why the social logins are disabled.
  public static let socialUnavailable = "소셜 로그인은 이 앱에서 쓸 수 없어요 (카카오·Google·Apple 서버에 연결하지 않아요)."
  /// DIMO id login.
  public static let dimoLogin = "DIMO 아이디로 로그인"
  /// Sign up.
  public static let signUp = "회원가입"

  // MARK: DimoLogin

  /// The login screen's headline.
  public static let loginHeadline = "당신의 과몰입을\n완성해 보세요"
  /// The id field.
  public static let userIDPlaceholder = "아이디"
  /// The password field.
  public static let passwordPlaceholder = "비밀번호"
  /// The login button.
  public static let logIn = "로그인"
  /// The link to FindID.
  public static let findUserID = "아이디 찾기"
  /// The link to FindPW.
  public static let findPassword = "비밀번호 찾기"
  /// The link to the terms (sign-up).
  public static let firstTime = "DIMO가 처음이신가요?"
  /// The toast of a refused login.
  public static let checkIDAndPassword = "아이디 비밀번호를 확인해 주세요."
  /// The popup of an unknown account: title.
  public static let noAccountTitle = "존재하지 않는 회원정보"
  /// The popup of an unknown account: message.
  public static let noAccountMessage = "일치하는 회원 정보가 없습니다.\n아이디 또는 비밀번호를 다시 확인해 주세요."
  /// The popup's button.
  public static let confirm = "확인"

  // MARK: TermsOfUse

  /// The terms screen's title.
  public static let termsTitle = "이용 약관에 동의해 주세요"
  /// Agrees to everything.
  public static let agreeAll = "전체 동의하기"
  /// Required: 14 or older.
  public static let termAge = "(필수) 만 14세 이상"
  /// Required: the terms of use.
  public static let termService = "(필수) DIMO 이용 약관"
  /// Required: the privacy consent.
  public static let termPrivacy = "(필수) 개인정보 수집 및 이용 동의"
  /// Optional: push messages.
  public static let termPush = "(선택) 이벤트 앱 푸시 알림 동의"
  /// Beside an item with a text to read before agreeing (the original's [보기]).
  public static let readTerm = "보기 ›"
  /// The title of the service terms' text.
  public static let termServiceDocument = "DIMO 이용 약관"
  /// The title of the privacy consent's text.
  public static let termPrivacyDocument = "개인정보 수집 및 이용 동의"
  /// The terms' "보기".
  public static let viewTerm = "보기"
  /// The terms' button.
  public static let agreeAndContinue = "동의하고 계속하기"

  // MARK: SignupIdentification, FindID, FindPW

  /// The identification screen's title.
  public static let identificationTitle = "본인 인증해 주세요"
  /// The name field.
  public static let namePlaceholder = "이름"
  /// The carrier field.
  public static let agencyPlaceholder = "통신사"
  /// The carrier picker's title.
  public static let agencyPickerTitle = "통신사를 선택해 주세요"
  /// The picker's cancel button.
  public static let cancelChoice = "취소"
  /// The phone field.
  public static let phonePlaceholder = "전화 번호"
  /// Sends a code.
  public static let requestCode = "인증요청"
  /// The toast after a code was sent.
  public static let codeSent = "인증 번호를 발송했어요"
  /// The code field.
  public static let codePlaceholder = "인증 번호"
  /// A wrong or expired code.
  public static let wrongCode = "인증 번호가 올바르지 않습니다."
  /// The countdown ran out.
  public static let codeExpired = "인증 시간이 지났어요. 인증요청을 다시 눌러 주세요."
  /// The next button.
  public static let next = "다음"
  /// The countdown label, `m:ss`.
  public static func countdown(seconds: Int) -> String {
    let clamped = max(seconds, 0)
    let rest = clamped % 60
    return "\(clamped / 60):\(rest < 10 ? "0" : "")\(rest)"
  }

  // MARK: IDRegister

  /// The id field.
  public static let newUserIDPlaceholder = "아이디를 입력해주세요"
  /// The duplicate check.
  public static let checkDuplicate = "중복확인"
  /// A free id.
  public static let userIDAvailable = "사용 가능한 아이디입니다."
  /// A taken id.
  public static let userIDTaken = "사용할 수 없는 아이디입니다."
  /// An id that breaks the rule.
  public static let userIDRule =
    "아이디는 영문, 숫자, _ 로 \(DimoRules.userIDLength.lowerBound)~\(DimoRules.userIDLength.upperBound)자여야 해요."

  // MARK: Password

  /// The password screen's title.
  public static let passwordTitle = "비밀번호를 입력해 주세요"
  /// The confirmation field.
  public static let passwordAgainPlaceholder = "비밀번호 재입력"
  /// The rule.
  public static let passwordHint = "숫자, 문자, 특수문자 포함 총 8글자 이상"
  /// The confirmation differs.
  public static let passwordMismatch = "비밀번호가 일치하지 않습니다."

  // MARK: NickName

  /// The nickname screen's title.
  public static let nicknameTitle = "DIMO에서 사용할\n닉네임을 입력해 주세요"
  /// The nickname field.
  public static let nicknamePlaceholder = "닉네임"
  /// Too short.
  public static let nicknameTooShort = "두 글자 이상 입력해주세요."
  /// Acceptable (taken ones are refused when the account is created).
  public static let nicknameAvailable = "사용 가능한 닉네임입니다."
  /// Taken.
  public static let nicknameTaken = "중복된 닉네임이 존재합니다."
  /// Breaks another part of the rule.
  public static let nicknameRule =
    "닉네임은 \(DimoRules.nicknameLength.lowerBound)~\(DimoRules.nicknameLength.upperBound)자로, 앞뒤 공백 없이 입력해 주세요."

  // MARK: JoinMbti and JoinComplete

  /// The MBTI screen's title.
  public static let mbtiTitle = "당신의 MBTI는 무엇인가요?"
  /// The link for users who do not know their type.
  public static let unknownMBTI = "나의 MBTI를 잘 모르겠어요"
  /// Where that link leads.
  public static let mbtiTestURL = "https://www.16personalities.com/ko"
  /// The label of each letter.
  public static func mbtiLetterLabel(_ letter: Character) -> String {
    switch letter {
    case "E": "외향형 E"
    case "I": "내향형 I"
    case "N": "직관형 N"
    case "S": "감각형 S"
    case "T": "사고형 T"
    case "F": "감정형 F"
    case "J": "판단형 J"
    case "P": "인식형 P"
    default: String(letter)
    }
  }
  /// The last screen of the sign-up.
  public static let joinComplete = "회원가입을 완료했어요"
  /// Opens the tabs.
  public static let startDIMO = "DIMO 시작하기"

  // MARK: FindID, NotificationID, FindPW, SendMessage

  /// FindID's title.
  public static let findUserIDTitle = "아이디 찾기"
  /// The code is not valid (FindID).
  public static let invalidCode = "유효하지 않은 코드입니다."
  /// No such user.
  public static let noUser = "존재하지 않는 사용자 정보입니다."
  /// NotificationID's line.
  public static func foundUserID(name: String, userID: String) -> String {
    "\(name)님의 아이디는\n \(userID) 입니다."
  }
  /// FindPW's title.
  public static let findPasswordTitle = "비밀번호 찾기"
  /// SendMessage's line.
  public static let temporaryPasswordSent = "일회용 비밀번호를 보냈어요\n문자를 확인해 주세요."

  // MARK: Failures

  /// What an auth failure says.
  public static func message(for failure: AuthFailure) -> String {
    switch failure {
    case .noAccount: noAccountTitle
    case .wrongPassword: checkIDAndPassword
    case .locked(let message), .rejected(let message): message
    case .invalidCode: wrongCode
    case .userIDTaken: userIDTaken
    case .nicknameTaken: nicknameTaken
    case .noUser: noUser
    case .phoneNotVerified: "휴대폰 인증을 먼저 완료해 주세요."
    case .unavailable: serverUnreachable
    }
  }
}
