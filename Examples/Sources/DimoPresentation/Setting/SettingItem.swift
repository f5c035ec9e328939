/// One row of the Setting list; each opens its screen on the Setting tab's stack.
public enum SettingItem: CaseIterable, Hashable, Sendable {
  /// 내 정보 변경: nickname, password, logout, withdrawal.
  case myInfo
  /// MBTI 변경.
  case mbti
  /// 공지사항.
  case notices
  /// 자주 묻는 질문.
  case faq
  /// 1:1 문의.
  case inquiry
  /// 캐릭터 요청하기.
  case characterRequest
  /// 서비스 이용약관.
  case terms
  /// 개인정보 처리방침.
  case privacy
  /// 오픈소스 라이선스.
  case licenses
  /// 버전 정보.
  case version
}

/// A titled group of rows of the Setting list.
public struct SettingSection: Hashable, Sendable {
  /// "계정 설정", "고객센터" or "기타".
  public var title: String
  /// Its rows, in order.
  public var items: [SettingItem]

  /// The list's three sections, as the original ordered them.
  public static let all = [
    SettingSection(title: DimoStrings.accountSection, items: [.myInfo, .mbti]),
    SettingSection(
      title: DimoStrings.supportSection, items: [.notices, .faq, .inquiry, .characterRequest]),
    SettingSection(
      title: DimoStrings.otherSection, items: [.terms, .privacy, .licenses, .version]),
  ]
}

/// One row of 내 정보 변경.
public enum MyInfoItem: CaseIterable, Hashable, Sendable {
  /// 닉네임 변경.
  case nickname
  /// 비밀번호 변경.
  case password
  /// 로그아웃.
  case logOut
  /// 회원탈퇴.
  case withdraw
}
