import DimoDomain

/// What the Setting list asks of its coordinator.
@MainActor
public protocol SettingCoordinating: AnyObject {
  /// Opens the screen of a row on the Setting tab's stack.
  func open(_ item: SettingItem)
}

/// What 내 정보 변경 asks of its coordinator.
@MainActor
public protocol MyInfoCoordinating: AnyObject {
  /// Opens a row's screen, or for 로그아웃 logs out.
  func open(_ item: MyInfoItem)
}

/// What 닉네임 변경 asks of its coordinator.
@MainActor
public protocol EditNicknameCoordinating: AnyObject {
  /// The confirmation ("닉네임을 변경할까요?"): true for "변경하기".
  func confirmNicknameChange() async -> Bool
  /// The nickname changed: back to 내 정보 변경.
  func nicknameDidChange()
}

/// What 비밀번호 변경 asks of its coordinator.
@MainActor
public protocol EditPasswordCoordinating: AnyObject {
  /// The password changed: back to 내 정보 변경.
  func passwordDidChange()
}

/// What MBTI 변경 asks of its coordinator.
@MainActor
public protocol EditMBTICoordinating: AnyObject {
  /// The MBTI changed: back to the list.
  func mbtiDidChange()
}

/// What 회원탈퇴 asks of its coordinator.
@MainActor
public protocol WithdrawCoordinating: AnyObject {
  /// The alert ("정말 탈퇴하시나요?"): true for "탈퇴하기".
  func confirmWithdrawal() async -> Bool
  /// The account is gone: the session ends and the login shows.
  func withdrawalDidFinish()
}

/// What 공지사항 asks of its coordinator.
@MainActor
public protocol NoticeListCoordinating: AnyObject {
  /// Opens one notice.
  func showNotice(_ notice: Notice)
}

/// What 캐릭터 요청하기 asks of its coordinator.
@MainActor
public protocol CharacterRequestCoordinating: AnyObject {
  /// The request was sent: back to the list.
  func characterRequestDidFinish()
}
