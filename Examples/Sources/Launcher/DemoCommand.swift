import ArgumentParser
import CairnNavigation
import ExampleSupport
import Foundation
import TodoData
import TodoDomain
import TodoPresentation

/// `cairn-apps demo`: drives the TodoList flows headless and prints every navigation step —
/// the same coordinators and view models as the terminal app, with no UI at all.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Runs the TodoList flows with no UI, printing each navigation step."
  )

  @Option(name: .long, help: "The data folder (default: a new temporary folder).")
  var dataDir: String?

  /// `cairn-apps` itself also declares `--data-dir` and takes the value when both do.
  @ParentCommand var parent: CairnAppsCommand

  @MainActor
  func run() async throws {
    let folder = try demoFolder()
    let repository = JSONFileTodoRepository(folder: folder)
    let navigator = Navigator()
    let observation = navigator.observe { print("  nav: \($0)") }
    defer { observation.cancel() }
    let app = TodoAppCoordinator(
      router: navigator.router(), dependencies: TodoDependencies(repository: repository))
    print("TodoList demo — data in \(folder.path)")
    navigator.start(app)
    try await TodoDemoScript(navigator: navigator, app: app).run()
    print("\nFinal navigation:\n\(navigator.state.outline)")
  }

  private func demoFolder() throws -> URL {
    if let dataDir = dataDir ?? parent.dataDir {
      return try DataDirectory(root: URL(fileURLWithPath: dataDir)).appFolder(named: "todo")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
