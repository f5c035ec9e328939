import CairnNavigation
import DimoDomain
import Foundation

/// DIMO's root: the auth flow when there is no session, else the tab bar; back to the login
/// when the user logs out or the server ends the session (with a message).
@MainActor
public final class DimoAppCoordinator: Coordinator, DimoSessionControlling {
  private let dependencies: DimoDependencies
  /// The tab bar's flow, while it runs.
  public private(set) weak var tabBar: DimoTabBarCoordinator?
  /// The auth flow, while it runs.
  public private(set) weak var auth: DimoAuthCoordinator?
  /// The message the login shows on arrival (a session that ended, a logout); tests read it.
  public private(set) var loginNotice: String?
  private var isLoggingOut = false

  /// Creates the root on a router (normally `navigator.router()`).
  public init(router: Router, dependencies: DimoDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Shows the tabs when a session is kept, else the login; then follows the session's end.
  public override func start() {
    if dependencies.session.hasSession {
      showTabs()
    } else {
      showAuth(notice: nil)
    }
    let endings = dependencies.session.endings()
    task { [weak self] in
      for await _ in endings {
        self?.sessionDidEnd()
      }
    }
  }

  /// Opens an app link on the tab in view (the flow runs on that tab's stack).
  /// - Returns: the parse failure, or a failure when no tab is showing (logged out).
  @discardableResult
  public func open(_ url: URL) -> Result<Void, DeepLinkError> {
    switch DimoLink.parser.parse(url) {
    case .failure(let error):
      return .failure(error)
    case .success(let link):
      guard let tab = tabBar?.visibleTab else { return .failure(.unhandled(url.absoluteString)) }
      tab.open(link)
      return .success(())
    }
  }

  /// Logs out: revokes the session, then shows the login, saying when the server could not
  /// be told.
  public func logOut() {
    endSession(notice: DimoStrings.loggedOut, noticeWhenNotRevoked: DimoStrings.loggedOutHereOnly)
  }

  /// The account was withdrawn: forgets the session, then shows the login.
  public func accountWasWithdrawn() {
    endSession(notice: DimoStrings.withdrawn, noticeWhenNotRevoked: DimoStrings.withdrawn)
  }

  private func endSession(notice: String, noticeWhenNotRevoked: String) {
    guard !isLoggingOut else { return }
    isLoggingOut = true
    let session = dependencies.session
    task { [weak self] in
      let outcome = await session.logOut()
      self?.isLoggingOut = false
      self?.showAuth(notice: outcome == .revoked ? notice : noticeWhenNotRevoked)
    }
  }

  private func sessionDidEnd() {
    guard !isLoggingOut, tabBar != nil else { return }
    showAuth(notice: DimoStrings.sessionExpired)
  }

  private func showTabs() {
    auth?.cancel()
    let tabBar = DimoTabBarCoordinator(
      router: router, dependencies: dependencies, sessionControl: self)
    self.tabBar = tabBar
    startChild(tabBar)
  }

  private func showAuth(notice: String?) {
    tabBar?.cancel()
    router.setTabs([NavigationTab(id: .main, title: DimoStrings.appName)])
    loginNotice = notice
    let auth = DimoAuthCoordinator(
      router: router.onTab(.main), dependencies: dependencies, notice: notice)
    self.auth = auth
    startChild(auth) { [weak self] outcome in
      if case .finished = outcome { self?.showTabs() }
    }
  }
}
