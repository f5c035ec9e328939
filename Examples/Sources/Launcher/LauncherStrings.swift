import CairnNavigation

/// Every user-facing text of the launcher, in one place: its home screen, its notices and the
/// words that describe each app.
enum LauncherStrings {
  /// The home screen's heading.
  static let heading = "Cairn 레퍼런스 앱"
  /// The title of `cairn-apps web`'s home page.
  static let webTitle = "Cairn 레퍼런스 앱 — 브라우저"
  /// The line under the heading.
  static let subheading = "MVVM-C + Clean Architecture 로 다시 만든 다섯 개의 앱"
  /// The badge of an app that is not built yet.
  static let comingSoon = "준비 중"
  /// The home screen's key hints.
  static let selectKey = "선택"
  /// Enter on an app.
  static let openKey = "열기"

  /// The name on the home screen.
  static func title(_ app: ReferenceApp) -> String {
    switch app {
    case .todo: "TodoList"
    case .pm: "Project Manager"
    case .onban: "Onban 반찬가게"
    case .bookkitty: "BookKitty 책냥이"
    case .dimo: "DIMO"
    }
  }

  /// What kind of app it is, in two or three words, beside its name.
  static func kind(_ app: ReferenceApp) -> String {
    switch app {
    case .todo: "할 일 목록"
    case .pm: "여러 기기 칸반 보드"
    case .onban: "반찬 쇼핑"
    case .bookkitty: "AI 책 추천"
    case .dimo: "캐릭터 MBTI 커뮤니티"
    }
  }

  /// One line about the app.
  static func summary(_ app: ReferenceApp) -> String {
    switch app {
    case .todo: "할 일을 TODO · DOING · DONE 으로 나눠 관리해요"
    case .pm: "할 일 보드를 여러 기기에서 동기화해요"
    case .onban: "반찬을 둘러보고 주문해요"
    case .bookkitty: "질문하면 책을 추천받고 책장을 관리해요"
    case .dimo: "캐릭터의 MBTI를 투표하고 리뷰를 나눠요"
    }
  }

  /// The notice for an app that is not built yet.
  static func notReady(_ app: ReferenceApp) -> String {
    "\(title(app))은(는) 준비 중이에요. 곧 만나요!"
  }

  /// The data folder cannot be used.
  static func dataFolderUnusable(_ error: any Error) -> String {
    "데이터 폴더를 쓸 수 없어요: \(error)"
  }

  /// An app could not start.
  static func cannotStart(_ app: ReferenceApp, _ error: any Error) -> String {
    "\(title(app)) 앱을 시작할 수 없어요: \(error)"
  }

  /// The title of the alert after a damaged database was moved aside.
  static let damagedDatabaseTitle = "저장된 데이터를 읽을 수 없었어요"
  /// The one button of that alert.
  static let confirm = "확인"

  /// What happened to a damaged database, where it went, and what the app does now.
  static func damagedDatabaseMoved(_ app: ReferenceApp, to path: String) -> String {
    let fresh =
      app == .pm
      ? "새 보드로 시작하고, 서버와 동기화하면 작업이 다시 내려와요." : "빈 책장으로 시작해요."
    return "데이터 파일이 손상되어 옆에 옮겨 두었어요.\n옮긴 곳: \(path)\n\(fresh)"
  }

  /// The command line's line after a damaged database was moved aside.
  static func damagedDatabaseMovedLine(_ path: String) -> String {
    "The database was damaged: it was moved to \(path) and a new one was started.\n"
  }

  /// The saved screens could not be read; the app starts from its first screen.
  static func navigationUnreadable(_ error: any Error) -> String {
    switch error {
    case NavigationRestorationError.unsupportedVersion:
      "지난번 화면은 다른 버전이 저장해서 처음 화면으로 시작해요"
    case is NavigationRestorationError:
      "지난번 화면 파일이 손상되어 처음 화면으로 시작해요"
    default:
      "지난번 화면을 읽을 수 없어 처음 화면으로 시작해요: \(error)"
    }
  }

  /// Some saved screens could not come back (a todo deleted since, for example).
  static func navigationPartlyRestored(_ failures: [RestorationFailure]) -> String {
    "지난번에 열려 있던 화면 \(failures.count)개는 더 이상 열 수 없어 닫았어요 (지워진 항목일 수 있어요)"
  }

  /// Where the user was could not be saved.
  static func navigationNotSaved(_ error: any Error) -> String {
    "지금 화면을 저장할 수 없어 다음에는 처음 화면으로 시작해요: \(error)"
  }
}
