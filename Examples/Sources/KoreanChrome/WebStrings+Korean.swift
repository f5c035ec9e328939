import CairnWeb

extension WebStrings {
  /// The browser chrome in Korean, shared by the five reference apps.
  public static let korean = WebStrings(
    back: "뒤로", close: "닫기", tabBar: "탭", loading: "불러오는 중…",
    reconnecting: "서버와 연결이 끊겼어요. 다시 연결하는 중…",
    reloading: "새 버전이 나왔어요. 페이지를 다시 불러오는 중…", helpTitle: "키보드",
    helpBack: "뒤로 / 닫기", helpTabs: "탭 이동", helpHelp: "도움말", helpClose: "닫기",
    pages: "페이지", language: "ko")
}
