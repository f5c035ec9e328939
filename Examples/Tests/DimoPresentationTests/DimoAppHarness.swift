import CairnNavigation
import CairnTesting
import DimoData
import DimoPresentation
import DimoTestSupport
import Foundation
import Testing

/// The whole DIMO app, headless, against a real DIMO server on 127.0.0.1: its coordinators on a
/// navigator, its data layer keeping tokens in a temporary folder.
@MainActor
final class DimoAppHarness {
  let backend: DimoBackend
  let folder: TemporaryFolder
  let data: DimoDataFactory
  let ticks = ManualTicks()
  let navigator = Navigator()
  let leaks = LeakTracker()
  private(set) var app: DimoAppCoordinator?
  /// The front end: back, tabs, dialogs and deep links (through the app's `open`).
  private(set) lazy var frontEnd = HeadlessFrontEnd(navigator: navigator) { [weak self] url in
    guard let app = self?.app else { return .failure(.unhandled(url.absoluteString)) }
    return app.open(url)
  }

  init(backend: DimoBackend) throws {
    self.backend = backend
    folder = try TemporaryFolder("dimo-app-flows")
    data = backend.makeData(folder: folder.url)
  }

  /// Starts the app (on the tabs when a session is kept, else on LoginStart).
  func start() {
    let app = DimoAppCoordinator(
      router: navigator.router(), dependencies: backend.makeDependencies(data, ticks: ticks))
    self.app = app
    _ = frontEnd
    navigator.start(app)
  }

  /// Waits for the screen `name`, tracks its view model for leaks, and returns `bind` of it.
  func bind<ViewModel: AnyObject, Binding>(
    _ name: String, as type: ViewModel.Type, _ bind: (ViewModel) -> Binding
  ) async throws -> Binding {
    let viewModel = try #require(await frontEnd.waitForScreen(name, as: type))
    leaks.track(viewModel)
    return bind(viewModel)
  }

  /// Ends the app.
  func quit() {
    app?.cancel()
    app = nil
  }
}

/// Runs `body` with a fresh backend, then stops it.
func withBackend(_ body: @MainActor (DimoBackend) async throws -> Void) async throws {
  let backend = try await DimoBackend.start()
  do {
    try await body(backend)
    try await backend.stop()
  } catch {
    try? await backend.stop()
    throw error
  }
}

/// The outline of the four tabs with their first screens.
func tabsOutline(
  selected: TabID = DimoTabBarCoordinator.homeTab, home: String = #"Home "DIMO""#
)
  -> String
{
  func mark(_ tab: TabID) -> String { tab == selected ? "*" : "" }
  return """
    tab home\(mark(DimoTabBarCoordinator.homeTab)) [\(home)]
    tab vote\(mark(DimoTabBarCoordinator.voteTab)) [VoteHome "투표"]
    tab momentum\(mark(DimoTabBarCoordinator.momentumTab)) [MyMomentum "마이모멘텀"]
    tab setting\(mark(DimoTabBarCoordinator.settingTab)) [Setting "설정"]
    """
}
