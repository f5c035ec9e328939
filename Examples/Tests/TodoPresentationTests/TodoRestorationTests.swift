import CairnNavigation
import CairnTesting
import Foundation
import Testing
import TodoDomain
import TodoPresentation

/// Quitting with a sheet open and starting again: the navigation is saved as links, the new
/// app opens them, and the sheet is back with its unsaved draft. Each relaunch is a new
/// navigator and app on the same JSON file.
@Suite("TodoList restores where the user was, headless", .timeLimit(.minutes(3)))
@MainActor
struct TodoRestorationTests {
  let milk = Todo(title: "우유 사기", content: "저지방", deadline: day(2026, 11, 25))

  /// A folder both launches use; the test removes it.
  private func withAppFolder(_ body: (URL) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-restoration-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder)
  }

  /// Saves the navigation as the launcher does (through its JSON) and quits.
  private func quit(_ app: TodoAppHarness) throws -> NavigationRestoration {
    let saved = try NavigationRestoration(json: app.navigator.restoration.json)
    app.quit()
    app.leaks.expectAllReleased()
    return saved
  }

  // snippet: todo-restoration
  @Test func quitWhileEditingAndRelaunchBringsTheSheetBackWithItsDraft() async throws {
    try await withAppFolder { folder in
      let first = try await TodoAppHarness(folder: folder, todos: [milk])
      await first.load()
      first.select.send(milk.id)
      let form = try await first.openedDetail()
      form.rightButton.send()  // "Edit"
      form.title.send("우유 두 개 사기")
      form.deadline.send(day(2026, 11, 27))
      let saved = try quit(first)

      let second = try await TodoAppHarness(folder: folder)
      await second.load()
      #expect(await second.restore(saved).isEmpty)
      expectNavigation(
        second.navigator,
        """
        tab main* [TodoList "Project Manager"]
        formSheet [TodoDetail "우유 사기"]
        """)
      let restored = try await second.openedDetail()
      #expect(
        restored.output.draft.value
          == TodoDraft(title: "우유 두 개 사기", content: "저지방", deadline: day(2026, 11, 27)))
      #expect(restored.output.isEditable.value)
      #expect(second.navigator.restoration == saved, "restored navigation equals the saved one")
      restored.rightButton.send()  // "Done" saves the draft brought back
      await second.front.waitUntil { $0.modals.isEmpty }
      #expect(try await second.stored().map(\.title) == ["우유 두 개 사기"])
      second.quit()
      second.leaks.expectAllReleased()
    }
  }
  // end-snippet

  @Test func aNewTodosDraftComesBackInTheNewForm() async throws {
    try await withAppFolder { folder in
      let first = try await TodoAppHarness(folder: folder)
      await first.load()
      first.add.send()
      let form = try await first.openedDetail()
      form.title.send("장보기")
      form.content.send("두부, 김치")
      let saved = try quit(first)
      #expect(saved.links.map(\.host) == ["todo", "todo"])

      let second = try await TodoAppHarness(folder: folder)
      await second.load()
      #expect(await second.restore(saved).isEmpty)
      let restored = try await second.openedDetail()
      #expect(restored.output.draft.value.title == "장보기")
      #expect(restored.output.draft.value.content == "두부, 김치")
      #expect(second.front.visibleContent(as: TodoDetailViewModel.self)?.existing == nil)
      second.quit()
      second.leaks.expectAllReleased()
    }
  }

  @Test func aReadOnlyDetailComesBackReadOnlyWithoutADraft() async throws {
    try await withAppFolder { folder in
      let first = try await TodoAppHarness(folder: folder, todos: [milk])
      await first.load()
      first.select.send(milk.id)
      _ = try await first.openedDetail()
      let saved = try quit(first)
      #expect(saved.links.last?.query == nil, "nothing unsaved, no draft in the link")

      let second = try await TodoAppHarness(folder: folder)
      await second.load()
      #expect(await second.restore(saved).isEmpty)
      let restored = try await second.openedDetail()
      #expect(!restored.output.isEditable.value)
      #expect(restored.output.draft.value == TodoDraft(milk))
      second.quit()
      second.leaks.expectAllReleased()
    }
  }

  @Test func aTodoDeletedSinceIsDroppedWithItsFlowAndTheListStays() async throws {
    try await withAppFolder { folder in
      let first = try await TodoAppHarness(folder: folder, todos: [milk])
      await first.load()
      first.select.send(milk.id)
      let form = try await first.openedDetail()
      form.rightButton.send()
      form.title.send("지워질 초안")
      let saved = try quit(first)

      let second = try await TodoAppHarness(folder: folder)
      await second.load()
      try await second.repository.deleteTodo(id: milk.id)
      let failures = await second.restore(saved)
      #expect(failures.map(\.error) == [.notFound("todo \(milk.id.uuidString)")])
      expectNavigation(second.navigator, #"tab main* [TodoList "Project Manager"]"#)
      #expect(second.app?.listCoordinator?.children.isEmpty == true, "no detail flow left running")
      second.quit()
      second.leaks.expectAllReleased()
    }
  }
}
