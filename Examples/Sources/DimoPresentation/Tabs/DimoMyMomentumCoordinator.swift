import CairnNavigation

/// What My Momentum asks of the tab bar.
@MainActor
public protocol DimoTabSelecting: AnyObject {
  /// Shows the Vote tab on its first screen (Vote home, "Dig me!").
  func showVoteHome()
}

/// The My Momentum tab's flow: the caller's profile page (``MomentumCoordinator``) at the root
/// of this tab's stack; "DIG ME!로 이동하기" asks the tab bar for the Vote tab. Selecting the
/// tab again reloads the page, so what changed on another tab shows.
@MainActor
public final class DimoMyMomentumCoordinator: DimoTabCoordinator {
  /// The tab bar, for "DIG ME!로 이동하기".
  public weak var tabSelector: (any DimoTabSelecting)?
  private var tabSelections: NavigationObservation?

  /// Starts the page's flow on this tab's stack, and follows the tab's selection.
  public override func start() {
    let page = MomentumCoordinator(
      router: router, owner: .me, dependencies: dependencies,
      onDigMe: { [weak self] in self?.tabSelector?.showVoteHome() })
    startChild(page)
    tabSelections = navigator.observe { [weak page] event in
      guard case .tabSelected(let tab) = event, tab == DimoTabBarCoordinator.momentumTab else {
        return
      }
      page?.page?.reloadIfAppeared()
    }
  }
}
