import CairnNavigation
import CairnNetworking
import CairnTerminal
import CairnTerminalTesting
import Foundation
import OnbanData
import OnbanPresentation
import OnbanServer
import OnbanTerminal

/// The Onban app on a virtual terminal, talking to a real OnbanServer on 127.0.0.1 through the
/// real data layer (no retries), with a fresh cache folder.
@MainActor
final class OnbanTerminalApp {
  let running: RunningOnbanServer
  let cacheFolder: URL
  let navigator = Navigator()
  let screen: TerminalHarness
  private let app: OnbanAppCoordinator

  /// How long a photo's request may take here, and so how long a test waits for a photo to be
  /// drawn: a loaded machine may take longer than the app's 10 s to serve one (at the start of
  /// a run, with every suite starting at once, the last of a screen's photos came after 25 s),
  /// and a timed-out photo is drawn as a failure, not as the picture.
  static let photoTimeout: Duration = .seconds(60)

  /// - Parameters:
  ///   - jsonTTL: how long a fetched list stays fresh; `.zero` asks the server every time.
  ///   - colorMode: the colours the terminal has; pictures need some.
  ///   - prepare: runs on the server before the app makes its first request.
  init(
    jsonTTL: Duration = .seconds(60), colorMode: ColorMode = .color, width: Int = 100,
    height: Int = 30,
    prepare: (OnbanServer) -> Void = { _ in }
  ) async throws {
    let server = try await OnbanServer()
    prepare(server)
    running = try await RunningOnbanServer.start(server)
    cacheFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("onban-terminal-\(UUID().uuidString)")
    let repositories = try OnbanDataFactory.makeRepositories(
      serverURL: running.url, cacheFolder: cacheFolder,
      retry: RetryInterceptor(policy: RetryPolicy(maxAttempts: 1)),
      timeout: Self.photoTimeout, jsonTTL: jsonTTL)
    app = OnbanAppCoordinator(
      router: navigator.router(),
      dependencies: OnbanDependencies(
        dishes: repositories.dishes, orders: repositories.orders, images: repositories.images))
    navigator.start(app)
    let frontEnd = OnbanTerminalScreens.frontEnd(for: navigator)
    screen = TerminalHarness(
      frontEnd: frontEnd, width: width, height: height, colorMode: colorMode)
  }

  deinit {
    running.stop()
    try? FileManager.default.removeItem(at: cacheFolder)
  }
}
