import Foundation
import Testing
import TodoData
import TodoDomain
import TodoPresentation

@Suite("TodoList: sections, overdue deadlines and a damaged file", .timeLimit(.minutes(3)))
@MainActor
struct TodoListStateTests {
  @Test func threeSectionsByStateSortedByDeadline() async throws {
    let app = try await TodoAppHarness(todos: [
      Todo(title: "b", content: "", deadline: day(2026, 11, 30)),
      Todo(title: "a", content: "", deadline: day(2026, 11, 23)),
      Todo(title: "c", content: "", deadline: day(2026, 11, 23), state: .doing),
      Todo(title: "d", content: "", deadline: day(2026, 11, 23), state: .done),
    ])
    let sections = await app.load()
    #expect(sections.map(\.title) == ["TODO", "DOING", "DONE"])
    #expect(app.titles(sections) == [["a", "b"], ["c"], ["d"]])
    #expect(sections.map(\.count) == [2, 1, 1])
  }

  // snippet: todo-list-empty-sections
  @Test func anEmptyListShowsEachSectionsEmptyState() async throws {
    let app = try await TodoAppHarness()
    let sections = await app.load()
    #expect(sections.allSatisfy { $0.rows == .empty(TodoStrings.emptySection) })
  }
  // end-snippet

  @Test(arguments: [
    (day(2026, 11, 21, 23, 59, 59), false),
    (day(2026, 11, 22, 0, 0, 0), true),
    (day(2026, 11, 21, 9), false),
  ])
  func aDeadlineIsOverdueOnceItsDayHasEnded(now: Date, isOverdue: Bool) async throws {
    let due = Todo(title: "제출", content: "", deadline: day(2026, 11, 21, 9))
    let app = try await TodoAppHarness(todos: [due], now: now)
    let sections = await app.load()
    #expect(sections[0].rows.value?.first?.isOverdue == isOverdue)
  }

  @Test func aCorruptFileIsReportedMovedAsideAndTheListStartsEmpty() async throws {
    let garbage = Data("{ this is not json".utf8)
    let app = try await TodoAppHarness(fileContents: garbage)
    let sections = await app.load()
    #expect(sections.allSatisfy { $0.rows == .empty(TodoStrings.emptySection) })
    // An alert that stays until it is answered, not a toast that fades.
    let notice = try requireValue(await app.front.waitForDialog())
    #expect(notice.title == TodoStrings.corruptFileTitle)
    #expect(notice.message?.contains("옮겨 두었어요") == true)
    #expect(app.shownMessages.isEmpty)
    #expect(app.front.chooseDialogButton(TodoStrings.confirm))
    let files = try FileManager.default.contentsOfDirectory(atPath: app.folder.path)
    let aside = try requireValue(files.first { $0.contains("corrupt") })
    #expect(
      FileManager.default.contents(atPath: app.folder.appendingPathComponent(aside).path) == garbage
    )
  }
}
