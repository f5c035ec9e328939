import DimoDomain
import Foundation

// The Korean texts of the Setting tab, as the original wrote them (ours where it had none).
extension DimoStrings {
  // MARK: The list

  /// The first section.
  public static let accountSection = "계정 설정"
  /// The second section.
  public static let supportSection = "고객센터"
  /// The third section.
  public static let otherSection = "기타"

  /// A row's title (and the title of the screen it opens).
  public static func settingItem(_ item: SettingItem) -> String {
    switch item {
    case .myInfo: "내 정보 변경"
    case .mbti: "MBTI 변경"
    case .notices: "공지사항"
    case .faq: "자주 묻는 질문"
    case .inquiry: "1:1 문의"
    case .characterRequest: "캐릭터 요청하기"
    case .terms: "서비스 이용약관"
    case .privacy: "개인정보 처리방침"
    case .licenses: "오픈소스 라이선스"
    case .version: "버전 정보"
    }
  }

  // MARK: 내 정보 변경

  /// Logs out.
  public static let logOut = "로그아웃"

  /// A row of 내 정보 변경 (and the title of the screen it opens).
  public static func myInfoItem(_ item: MyInfoItem) -> String {
    switch item {
    case .nickname: "닉네임 변경"
    case .password: "비밀번호 변경"
    case .logOut: logOut
    case .withdraw: "회원탈퇴"
    }
  }

  /// After a change was saved.
  public static let changeDone = "변경을 완료했어요"
  /// The button of the change screens.
  public static let change = "변경하기"
  /// Under a field while the server answers.
  public static let checking = "확인하는 중…"

  // MARK: 닉네임 변경

  /// The field's placeholder.
  public static let newNicknamePlaceholder = "새로운 닉네임"
  /// The caption under it.
  public static let nicknameOncePerMonth = "한 달에 한번만 변경할 수 있어요"
  /// "마지막 변경일 : {date}" (no date: no change yet).
  public static func nicknameLastChange(_ date: Date?) -> String {
    "마지막 변경일 : \(date.map(settingDate) ?? noChangeYet)"
  }
  /// The confirmation's title.
  public static let nicknameConfirmTitle = "닉네임을 변경할까요?"
  /// The confirmation's text.
  public static let nicknameConfirmMessage = "한 번 설정한 닉네임은 한 달 동안 변경할 수 없습니다."

  // MARK: 비밀번호 변경

  /// The first field.
  public static let currentPasswordPlaceholder = "기존 비밀번호"
  /// The second field.
  public static let newPasswordPlaceholder = "새로운 비밀번호"
  /// The third field.
  public static let newPasswordAgainPlaceholder = "새로운 비밀번호 재입력"
  /// A wrong current password (the server's 403).
  public static let currentPasswordWrong = "현재 비밀번호가 일치하지 않습니다."
  /// The new password equals the current one.
  public static let samePasswordRefused = "기존과 동일한 비밀번호로 변경할 수 없습니다"
  /// What an account of a social login sees instead of the form.
  public static let socialPasswordText = "소셜로그인으로 가입한 경우 비밀번호를 변경할 수 없어요"

  // MARK: MBTI 변경

  /// The caption.
  public static let mbtiOncePerMonth = "한 달에 한 번만 변경할 수 있어요"
  /// "마지막 변경일: {date}" or "마지막 변경일: 변경 기록이 없어요".
  public static func mbtiLastChange(_ date: Date?) -> String {
    "마지막 변경일: \(date.map(settingDate) ?? noChangeYet)"
  }
  /// Beside a list row whose change the server refuses now: "{date}부터 변경할 수 있어요", or
  /// "한 달에 한 번만 변경할 수 있어요" when the day is unknown.
  public static func changeLocked(_ lock: ChangeLock) -> String {
    lock.until.map { "\(settingDate($0))부터 변경할 수 있어요" } ?? mbtiOncePerMonth
  }
  /// No change yet.
  public static let noChangeYet = "변경 기록이 없어요"
  /// The MBTI chosen is the current one.
  public static let sameMBTIRefused = "지금과 같은 MBTI예요"

  // MARK: 회원탈퇴

  /// The headline.
  public static let withdrawHeadline = "정말 떠나시나요?"
  /// The explanation.
  public static let withdrawExplanation =
    "탈퇴 이유를 알려 주시면 서비스 개선에 적극적으로 반영하겠습니다. 앞으로 더 나은 DIMO가 될 수 있도록 노력할게요!"
  /// A reason's label (what is sent, too).
  public static func withdrawReason(_ reason: WithdrawReason) -> String {
    switch reason {
    case .content: "콘텐츠 불만족"
    case .service: "서비스 불만족"
    case .app: "앱 불만족"
    case .rarelyUsed: "사용 빈도 낮음"
    case .lostInterest: "단순 흥미 하락"
    case .other: "기타"
    }
  }
  /// The text's placeholder.
  public static let withdrawTextPlaceholder = "탈퇴 사유를 작성해 주세요"
  /// Beside the counter.
  public static let withdrawTextLimit = "최대 \(DimoRules.withdrawTextLength.upperBound)자"
  /// "{count}/100".
  public static func characterCount(_ count: Int, of limit: Int) -> String { "\(count)/\(limit)" }
  /// The button, and the alert's confirming button.
  public static let withdraw = "탈퇴하기"
  /// The alert's title.
  public static let withdrawAlertTitle = "정말 탈퇴하시나요?"
  /// The alert's text.
  public static let withdrawAlertMessage =
    "개인정보는 즉시 파기되고 복구할 수 없으며,\n 기타 의무 보관 정보는 관련 법령에 따라\n 일정기간 별도 보관 후 삭제됩니다.\n 또한, 탈퇴/재가입을 반복할 경우\n 사용이 제한될 수 있습니다."
  /// What the login shows after a withdrawal.
  public static let withdrawn = "탈퇴가 완료되었어요. 그동안 DIMO를 이용해 주셔서 감사해요."
  /// What is sent: the reason's label and, when written, the text (as the original sent it).
  public static func withdrawSentReason(_ reason: WithdrawReason, text: String) -> String {
    let label = withdrawReason(reason)
    let trimmed = DimoRules.trimmed(text)
    return trimmed.isEmpty ? label : "\(label)\n 탈퇴사유: \(trimmed)"
  }

  // MARK: 캐릭터 요청하기

  /// The explanation.
  public static let characterRequestExplanation =
    "찾고 있는 캐릭터가 없으신가요? DIMO에서 다뤘으면 하는 캐릭터를 추천해주세요. 검토 후 적극적으로 반영해 보도록 하겠습니다!"
  /// The category's label.
  public static let categoryLabel = "카테고리"
  /// A category's label.
  public static func requestCategory(_ category: RequestCategory) -> String { category.rawValue }
  /// The details' label.
  public static let detailsLabel = "상세정보"
  /// The title's placeholder.
  public static let requestTitlePlaceholder = "작품명"
  /// The name's placeholder.
  public static let requestNamePlaceholder = "캐릭터명"
  /// The button.
  public static let request = "요청하기"
  /// After the request.
  public static let requestDone = "요청을 완료했어요"

  // MARK: 1:1 문의

  /// The explanation.
  public static let inquiryExplanation = "궁금한 점이나 불편한 점을 남겨 주세요. 보낸 문의는 아래에서 다시 볼 수 있어요."
  /// A category's label.
  public static func inquiryCategory(_ category: InquiryCategory) -> String { category.rawValue }
  /// The text's placeholder.
  public static let inquiryPlaceholder =
    "문의 내용을 \(DimoRules.inquiryLength.lowerBound)자 이상 적어 주세요"
  /// The button.
  public static let sendInquiry = "문의하기"
  /// After sending.
  public static let inquirySent = "문의를 보냈어요"
  /// The list of sent inquiries.
  public static let myInquiries = "보낸 문의"
  /// No inquiry sent yet.
  public static let noInquiries = "아직 보낸 문의가 없어요"
  /// A sent inquiry's line: "[{category}] {date}".
  public static func inquiryHeader(_ inquiry: Inquiry) -> String {
    "[\(inquiry.category.rawValue)] \(settingDate(inquiry.sentAt))"
  }

  // MARK: 공지사항

  /// No notice.
  public static let noNotices = "공지사항이 없어요"
  /// A notice's date.
  public static func noticeDate(_ notice: Notice) -> String { settingDate(notice.postedAt) }

  // MARK: 오픈소스 라이선스, 버전 정보

  /// Above the licenses.
  public static func licensesIntro(count: Int) -> String {
    "DIMO는 아래 \(count)개의 오픈소스 패키지를 사용해요. 각 패키지의 이름, 버전, 주소와 라이선스 전문이에요."
  }
  /// The licenses' file could not be read.
  public static let licensesUnavailable = "라이선스 목록을 읽지 못했어요."
  /// The lines of 버전 정보.
  public static func versionLines(_ info: AppVersionInfo) -> [String] {
    [
      "DIMO \(info.version)", "",
      "Cairn \(info.version) 위에서 만든 참고 앱이에요 (MVVM-C + 클린 아키텍처).",
      "Swift \(info.swiftVersion) 컴파일러, Swift 6 언어 모드",
      "운영체제: \(info.platform)",
      "서버: Hummingbird 2, 저장소: SQLite 또는 PostgreSQL",
    ]
  }

  // MARK: Keys of the Setting screens

  /// Up/Down and PageUp/PageDown on a document.
  public static let keyScroll = "스크롤"
  /// Enter on a question of the FAQ.
  public static let keyToggle = "펼치기/접기"
  /// Enter or Space on a choice (a reason, a category).
  public static let keyChoose = "고르기"

  /// A date of the Setting tab, like `2026.11.23`, in Korean time.
  public static func settingDate(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .gmt
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let (year, month, day) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    return "\(year).\(month < 10 ? "0" : "")\(month).\(day < 10 ? "0" : "")\(day)"
  }
}
