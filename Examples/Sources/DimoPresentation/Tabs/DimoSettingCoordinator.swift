import CairnNavigation

/// The Setting tab's flow: the list, with "로그아웃" (the rest comes in part 2).
@MainActor
public final class DimoSettingCoordinator: DimoTabCoordinator, SettingCoordinating {
  /// Pushes the list.
  public override func start() {
    let viewModel = SettingViewModel()
    viewModel.coordinator = self
    router.push(viewModel, title: DimoStrings.settingTitle)
  }

  /// Asks the root flow to log out.
  public func logOut() {
    sessionControl?.logOut()
  }
}
