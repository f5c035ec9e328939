import CairnNavigation

/// The tab bar: Home, Vote, My Momentum and Setting, each with its own coordinator and stack.
@MainActor
public final class DimoTabBarCoordinator: Coordinator, DimoTabSelecting {
  /// The Home tab.
  public nonisolated static let homeTab: TabID = "home"
  /// The Vote tab.
  public nonisolated static let voteTab: TabID = "vote"
  /// The My Momentum tab.
  public nonisolated static let momentumTab: TabID = "momentum"
  /// The Setting tab.
  public nonisolated static let settingTab: TabID = "setting"

  private let dependencies: DimoDependencies
  private weak var sessionControl: (any DimoSessionControlling)?
  /// The tabs' coordinators, in tab order, while they run.
  public private(set) var tabs: [TabID: DimoTabCoordinator] = [:]

  /// Creates the flow.
  public init(
    router: Router, dependencies: DimoDependencies,
    sessionControl: (any DimoSessionControlling)?
  ) {
    self.dependencies = dependencies
    self.sessionControl = sessionControl
    super.init(router: router)
  }

  /// Sets up the four tabs and starts each one's flow.
  public override func start() {
    router.setTabs([
      NavigationTab(id: Self.homeTab, title: DimoStrings.homeTab),
      NavigationTab(id: Self.voteTab, title: DimoStrings.voteTab),
      NavigationTab(id: Self.momentumTab, title: DimoStrings.momentumTab),
      NavigationTab(id: Self.settingTab, title: DimoStrings.settingTab),
    ])
    let flows: [(TabID, DimoTabCoordinator)] = [
      (
        Self.homeTab,
        DimoHomeCoordinator(router: router.onTab(Self.homeTab), dependencies: dependencies)
      ),
      (
        Self.voteTab,
        DimoVoteCoordinator(router: router.onTab(Self.voteTab), dependencies: dependencies)
      ),
      (
        Self.momentumTab,
        DimoMyMomentumCoordinator(
          router: router.onTab(Self.momentumTab), dependencies: dependencies)
      ),
      (
        Self.settingTab,
        DimoSettingCoordinator(router: router.onTab(Self.settingTab), dependencies: dependencies)
      ),
    ]
    for (tab, flow) in flows {
      flow.sessionControl = sessionControl
      (flow as? DimoMyMomentumCoordinator)?.tabSelector = self
      tabs[tab] = flow
      startChild(flow)
    }
  }

  /// Selects the Vote tab and brings it back to its first screen ("DIG ME!로 이동하기").
  public func showVoteHome() {
    router.selectTab(Self.voteTab)
    tabs[Self.voteTab]?.showFirstScreen()
  }

  /// The coordinator of the tab in view.
  public var visibleTab: DimoTabCoordinator? {
    tabs[navigator.state.selectedTab]
  }
}
