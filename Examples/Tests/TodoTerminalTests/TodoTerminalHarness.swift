import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import Foundation
import TodoData
import TodoDomain
import TodoPresentation
import TodoTerminal

// snippet: todo-terminal-app
/// The TodoList app on a virtual terminal, on a real JSON file in a fresh folder.
@MainActor
final class TodoTerminalApp {
  let folder: URL
  let navigator = Navigator()
  let screen: TerminalHarness
  private let app: TodoAppCoordinator

  init(todos: [Todo] = [], now: Date, calendar: Calendar, width: Int = 80, height: Int = 24)
    async throws
  {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let repository = JSONFileTodoRepository(folder: folder)
    for todo in todos { try await repository.saveTodo(todo) }
    app = TodoAppCoordinator(
      router: navigator.router(),
      dependencies: TodoDependencies(repository: repository, now: { now }, calendar: calendar))
    navigator.start(app)
    let frontEnd = TodoTerminalScreens.frontEnd(for: navigator)
    screen = TerminalHarness(frontEnd: frontEnd, width: width, height: height)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func stored() async throws -> [Todo] {
    try await JSONFileTodoRepository(folder: folder).fetchTodos()
  }
}
// end-snippet
