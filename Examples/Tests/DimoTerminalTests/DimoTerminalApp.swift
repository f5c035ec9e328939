import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import DimoData
import DimoPresentation
import DimoTerminal
import DimoTestSupport
import Foundation

/// DIMO on a virtual terminal, against a real DIMO server on 127.0.0.1.
@MainActor
final class DimoTerminalApp {
  let backend: DimoBackend
  let folder: TemporaryFolder
  let data: DimoDataFactory
  let ticks = ManualTicks()
  let navigator = Navigator()
  private(set) var screen: TerminalHarness?
  private(set) var app: DimoAppCoordinator?

  init(backend: DimoBackend) throws {
    self.backend = backend
    folder = try TemporaryFolder("dimo-terminal")
    data = backend.makeData(folder: folder.url)
  }

  /// Starts the app on a terminal of `width`×`height`.
  func start(width: Int = 80, height: Int = 30) -> TerminalHarness {
    let app = DimoAppCoordinator(
      router: navigator.router(), dependencies: backend.makeDependencies(data, ticks: ticks))
    self.app = app
    navigator.start(app)
    let harness = TerminalHarness(
      frontEnd: DimoTerminalScreens.frontEnd(for: navigator), width: width, height: height)
    screen = harness
    return harness
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
