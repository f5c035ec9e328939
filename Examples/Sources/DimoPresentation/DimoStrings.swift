/// Every user-facing text of the DIMO app (the original's, kept word for word where it had
/// one). Part-specific texts live in extensions beside this file (`DimoStrings+Auth.swift`,
/// `Common/DimoStrings+Home.swift`, `Common/DimoStrings+Setting.swift`).
public enum DimoStrings {
  /// The app's name.
  public static let appName = "DIMO"

  // MARK: Tabs (icons only in the original; short titles here, for a terminal tab bar)

  /// The Home tab.
  public static let homeTab = "홈"
  /// The Vote tab ("check" in the original).
  public static let voteTab = "투표"
  /// The My Momentum tab (the profile).
  public static let momentumTab = "마이모멘텀"
  /// The Setting tab.
  public static let settingTab = "설정"

  // MARK: Errors

  /// The original's error screen.
  public static let temporaryError = "일시적인 오류가 발생했어요 \n 잠시 후 다시 시도해주세요"
  /// The original's retry button.
  public static let retry = "다시 시도하기"
  /// The server could not be reached.
  public static let serverUnreachable = "서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요."
  /// The session ended without the user logging out.
  public static let sessionExpired = "로그인이 만료되었어요. 다시 로그인해 주세요."

  // MARK: Tab titles

  /// The Vote tab's title.
  public static let voteTitle = "투표"
  /// The My Momentum tab's title.
  public static let momentumTitle = "마이모멘텀"

  // MARK: Setting

  /// The Setting list's title.
  public static let settingTitle = "설정"
  /// After a logout.
  public static let loggedOut = "로그아웃했어요."
  /// After a logout the server was not told of (it could not be reached): the session may stay
  /// live there until it expires.
  public static let loggedOutHereOnly = "서버에 연결하지 못해 이 기기에서만 로그아웃했어요."

  // MARK: Keys

  /// Enter on a list row.
  public static let keyOpen = "열기"
  /// Enter on a button.
  public static let keyPress = "누르기"
  /// Tab between fields.
  public static let keyNextField = "다음 칸"
  /// `r`.
  public static let keyRetry = "다시 시도"
}
