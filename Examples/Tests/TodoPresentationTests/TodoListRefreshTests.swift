import CairnNetworking
import Foundation
import Testing
import TodoData
import TodoDomain
import TodoPresentation

/// One refresh model: the list follows the repository, so every change shows by itself —
/// one made on this screen, one a detail flow saves, one another process writes to the file —
/// and a new day redraws the overdue marks with no data changing.
@Suite("TodoList follows its repository", .timeLimit(.minutes(3)))
@MainActor
struct TodoListRefreshTests {
  @Test func aTodoWrittenByAnotherProcessShowsByItself() async throws {
    let app = try await TodoAppHarness()
    await app.load()
    // Another writer of the same file: a second repository, as a second process would be.
    let otherProcess = JSONFileTodoRepository(folder: app.folder)
    try await otherProcess.saveTodo(
      Todo(title: "다른 곳에서 추가", content: "", deadline: day(2026, 11, 25)))
    let sections = await app.sections { $0[0].rows.value?.count == 1 }
    #expect(app.titles(sections)[0] == ["다른 곳에서 추가"])
  }

  @Test func retryReadsTheFileAgainAtOnce() async throws {
    // A watch that would not notice for an hour: only `r` can bring the change now.
    let app = try await TodoAppHarness(watchInterval: .seconds(3600))
    await app.load()
    let otherProcess = JSONFileTodoRepository(folder: app.folder)
    try await otherProcess.saveTodo(
      Todo(title: "직접 쓴 파일", content: "", deadline: day(2026, 11, 25)))
    app.retry.send()
    let sections = await app.sections { $0[0].rows.value?.count == 1 }
    #expect(app.titles(sections)[0] == ["직접 쓴 파일"])
  }

  @Test func aMoveShowsWithoutTheViewModelReloading() async throws {
    let todo = Todo(title: "옮길 일", content: "", deadline: day(2026, 11, 25))
    let app = try await TodoAppHarness(todos: [todo])
    await app.load()
    app.move.send(todo.id)
    _ = try #require(await app.front.waitForDialog())
    #expect(app.front.chooseDialogButton("Move to DONE"))
    let sections = await app.sections { $0[2].rows.value?.count == 1 }
    #expect(app.titles(sections) == [[], [], ["옮길 일"]])
  }

  @Test func theSavedTodoComesBackToTheListWhichSelectsIt() async throws {
    let app = try await TodoAppHarness()
    await app.load()
    app.add.send()
    let detail = try await app.openedDetail()
    detail.title.send("새로 저장")
    detail.rightButton.send()
    let sections = await app.sections { $0[0].rows.value?.count == 1 }
    await app.front.waitUntil { $0.modals.isEmpty }
    let saved = try #require(sections[0].rows.value?.first)
    #expect(app.selections == [saved.id], "ViewModel → Coordinator → ViewModel")
    app.leaks.expectAllReleased()
  }

  @Test func aDeadlineTurnsOverdueAtMidnightWithNothingChanged() async throws {
    let clock = ManualClock(now: day(2026, 11, 21, 23, 59), isAdvancingAutomatically: false)
    let due = Todo(title: "오늘까지", content: "", deadline: day(2026, 11, 21, 9))
    let app = try await TodoAppHarness(todos: [due], clock: clock)
    let before = await app.load()
    #expect(before[0].rows.value?.first?.isOverdue == false)
    await clock.waitForSleepers(count: 1)  // the list's midnight tick is asleep
    clock.advance(by: .seconds(60))
    let after = await app.sections { $0[0].rows.value?.first?.isOverdue == true }
    #expect(app.titles(after)[0] == ["오늘까지"])
  }
}
