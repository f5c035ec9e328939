import CairnNavigation
import CairnPresentation
import Foundation
import TodoDomain
import TodoPresentation

/// A scripted walk through the TodoList: add, open, edit, move, delete — as a user would, by
/// sending input to the view models and answering the dialogs the coordinators present.
@MainActor
struct TodoDemoScript {
  let navigator: Navigator
  let app: TodoAppCoordinator

  func run() async throws {
    guard let list = visible(TodoListViewModel.self) else { throw DemoError("no list screen") }
    let viewDidLoad = PublishRelay<Void>()
    let add = PublishRelay<Void>()
    let select = PublishRelay<UUID>()
    let move = PublishRelay<UUID>()
    let delete = PublishRelay<UUID>()
    let output = list.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, addTapped: add.signal, todoSelected: select.signal,
        moveRequested: move.signal, deleteRequested: delete.signal))
    viewDidLoad.send()
    _ = await output.sections.first { $0.allSatisfy { !$0.rows.isLoading } }

    step("Add a todo")
    add.send()
    let detail = try require(visible(TodoDetailViewModel.self), "the detail sheet")
    let title = PublishRelay<String>()
    let done = PublishRelay<Void>()
    _ = detail.transform(.init(title: title.signal, rightButtonTapped: done.signal))
    title.send("장보기")
    done.send()
    let sections = await output.sections.first { $0[0].count == 1 }
    let id = try require(sections?[0].rows.value?.first?.id, "the new todo")
    // The list shows the todo as soon as the repository has it; the detail's sheet goes only
    // when its save returns. A move sent in between put its action sheet above that sheet,
    // whose dismissal took the action sheet with it, unanswered, and the demo waited forever.
    await settle { navigator.state.modals.isEmpty }

    step("Move it to DOING")
    move.send(id)
    try await answerDialog("Move to DOING")
    _ = await output.sections.first { $0[1].count == 1 }

    step("Delete it")
    delete.send(id)
    try await answerDialog(TodoStrings.delete)
    _ = await output.sections.first { $0.allSatisfy { $0.count == 0 } }
  }

  private func step(_ text: String) {
    print("\n▶ \(text)")
  }

  private func visible<T>(_ type: T.Type) -> T? {
    guard let screen = navigator.state.visibleScreen else { return nil }
    return navigator.content(of: screen.id, as: type)
  }

  private func answerDialog(_ title: String) async throws {
    await settle { navigator.state.topDialog != nil }
    let dialog = try require(navigator.state.topDialog?.dialog, "a dialog")
    let index = try require(dialog.buttons.firstIndex { $0.title == title }, "button \(title)")
    navigator.perform(.chooseDialogButton(index))
  }

  /// Returns once `condition` holds: at once, or after the navigation event that makes it so.
  private func settle(_ condition: () -> Bool) async {
    guard !condition() else { return }
    for await _ in navigator.events where condition() { return }
  }

  private func require<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw DemoError("expected \(what)") }
    return value
  }
}

struct DemoError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
