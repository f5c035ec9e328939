import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoPresentation
import DimoTestSupport
import Testing

/// The Setting tab of a signed-up account, opened in the headless app: chooses rows of the
/// list and of 내 정보 변경.
@MainActor
final class SettingTabDriver {
  let harness: DimoAppHarness
  let account: TestAccount
  private let listRow = PublishRelay<SettingItem>()
  private let myInfoRow = PublishRelay<MyInfoItem>()
  private let appeared = PublishRelay<Void>()
  /// The list's rows that say a change is refused now.
  private(set) var listLocks: Driver<[SettingItem: ChangeLock]>?
  /// 내 정보 변경's rows that say a change is refused now, once it is open.
  private(set) var myInfoLocks: Driver<[MyInfoItem: ChangeLock]>?

  /// The tab's stack.
  static let stack = StackLocation.tab(DimoTabBarCoordinator.settingTab)

  private init(harness: DimoAppHarness, account: TestAccount) {
    self.harness = harness
    self.account = account
  }

  /// Signs up an account (`mbti` as its type), starts the app and opens the Setting tab.
  static func open(_ harness: DimoAppHarness, mbti: String = "ENFP") async throws
    -> SettingTabDriver
  {
    let account = try await harness.backend.signUp(through: harness.data.auth, mbti: mbti)
    harness.start()
    let front = harness.frontEnd
    await front.waitUntil { $0.tabs.count == 4 }
    #expect(front.selectTab(DimoTabBarCoordinator.settingTab))
    let driver = SettingTabDriver(harness: harness, account: account)
    let list = try await harness.bind("Setting", as: SettingViewModel.self) { $0 }
    driver.listLocks =
      list.transform(
        .init(viewDidLoad: driver.appeared.signal, itemSelected: driver.listRow.signal)
      )
      .locks
    driver.appeared.send()
    return driver
  }

  /// The names of the screens on the Setting tab's stack.
  var stackNames: [String] { harness.frontEnd.state.stack(at: Self.stack)?.map(\.name) ?? [] }

  /// Chooses a row of the list.
  func choose(_ item: SettingItem) {
    listRow.send(item)
  }

  /// Opens 내 정보 변경 (once) and chooses one of its rows.
  func chooseMyInfo(_ item: MyInfoItem) async throws {
    if myInfoLocks == nil {
      choose(.myInfo)
      let myInfo = try await harness.bind("MyInfo", as: MyInfoViewModel.self) { $0 }
      let appeared = PublishRelay<Void>()
      let output = myInfo.transform(
        .init(viewDidLoad: appeared.signal, itemSelected: myInfoRow.signal))
      #expect(output.items.count == 4)
      myInfoLocks = output.locks
      appeared.send()
    }
    myInfoRow.send(item)
  }
}
