import CairnTerminal

extension TerminalStrings {
  /// The terminal chrome in Korean, shared by the five reference apps: the same words on every
  /// hint line, in the header as in the footer. Each app's own texts are in its strings file.
  public static let korean = TerminalStrings(
    windowTooSmall: { "창이 너무 작아요. \($0.columns)×\($0.rows) 이상으로 키워 주세요." },
    screenTooSmall: { "이 화면을 그리기에 창이 작아요 (\($0.columns)×\($0.rows) 이상)." },
    closeSheet: "닫기", select: "선택", confirm: "확인", cancel: "취소", back: "뒤로 / 닫기",
    backUnavailable: "뒤로 (최상위 화면에서는 없음)", switchTab: "탭 이동",
    switchPage: "이전 / 다음 페이지", help: "도움말",
    quit: "종료 (최상위 화면)", quitNow: "바로 종료", helpTitle: "도움말",
    helpDismiss: "아무 키나 누르면 닫혀요", helpMore: { "… 외 \($0)개" }, loading: "불러오는 중…",
    retry: "다시 시도", nothingSelected: "선택한 항목이 없어요")
}
