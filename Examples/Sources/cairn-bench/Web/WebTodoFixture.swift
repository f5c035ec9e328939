import CairnWeb
import Foundation
import KoreanChrome
import TodoData
import TodoDomain
import TodoPresentation
import TodoWeb

/// The TodoList as the browser serves it, on a file of `todos` todos in a fresh folder: what
/// the web benchmarks measure.
@MainActor
struct WebTodoFixture {
  let app: ComposedWebApp
  let folder: URL

  /// Writes `todos` todos (a third in each state) and composes the app on them.
  static func make(todos: Int) async throws -> WebTodoFixture {
    let folder = FileManager.default.temporaryDirectory.appending(path: "cairn-bench-web-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let repository = JSONFileTodoRepository(folder: folder)
    let states: [TodoState] = [.todo, .doing, .done]
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    for index in 0..<todos {
      try await repository.saveTodo(
        Todo(
          title: "할 일 \(index) — 장보기와 청소", content: "두부, 파, 달걀\n둘째 줄",
          deadline: start.addingTimeInterval(Double(index) * 86_400),
          state: states[index % states.count]))
    }
    let app = TodoWebViews.app(
      title: "TodoList", strings: .korean,
      dependencies: TodoDependencies(repository: repository))
    return WebTodoFixture(app: app, folder: folder)
  }

  /// Removes the todos' folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
