import CairnNavigation
import CairnTesting
import Foundation
import Testing
import TodoDomain
import TodoPresentation

@Suite("TodoList flows, headless", .timeLimit(.minutes(3)))
@MainActor
struct TodoFlowTests {
  let milk = Todo(title: "우유 사기", content: "저지방", deadline: day(2026, 11, 25))

  // snippet: todo-flow-add
  @Test func addSavesTheTodoAndReleasesTheFlow() async throws {
    let app = try await TodoAppHarness()
    await app.load()
    app.add.send()
    let detail = try await app.openedDetail()
    expectNavigation(
      app.navigator,
      """
      tab main* [TodoList "Project Manager"]
      formSheet [TodoDetail "새 할 일"]
      """)
    #expect(detail.output.rightButtonTitle.value == "Done")
    #expect(detail.output.isEditable.value)

    detail.title.send("장보기")
    detail.content.send("두부, 김치")
    detail.deadline.send(day(2026, 12, 1))
    detail.rightButton.send()

    await app.front.waitUntil { $0.modals.isEmpty }
    let sections = await app.sections { $0[0].count == 1 }
    #expect(app.titles(sections) == [["장보기"], [], []])
    #expect(sections[0].rows.value?.first?.deadline == "2026. 12. 1.")
    let stored = try await app.stored()
    #expect(stored.map(\.title) == ["장보기"] && stored.first?.content == "두부, 김치")
    expectNavigation(app.navigator, #"tab main* [TodoList "Project Manager"]"#)
    app.leaks.expectAllReleased()
  }
  // end-snippet

  @Test func cancellingAnAddWithChangesAsksAndDiscardingSavesNothing() async throws {
    let app = try await TodoAppHarness()
    await app.load()
    app.add.send()
    let detail = try await app.openedDetail()
    detail.title.send("안 저장될 것")
    detail.cancel.send()

    let question = try #require(await app.front.waitForDialog())
    #expect(question.title == TodoStrings.discardTitle)
    #expect(app.front.chooseDialogButton(TodoStrings.discard))
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored().isEmpty)
    #expect(app.front.log.contains { $0.hasPrefix("cancelled TodoDetailCoordinator") })
    app.leaks.expectAllReleased()
  }

  @Test func keepEditingKeepsTheFormAndItsDraft() async throws {
    let app = try await TodoAppHarness()
    await app.load()
    app.add.send()
    let detail = try await app.openedDetail()
    detail.title.send("계속 쓸 것")
    detail.cancel.send()
    _ = try #require(await app.front.waitForDialog())
    #expect(app.front.chooseDialogButton(TodoStrings.keepEditing))
    await app.front.waitUntil { $0.topDialog == nil }
    #expect(app.front.state.modals.count == 1, "the form is still there")
    #expect(detail.output.draft.value.title == "계속 쓸 것")
    detail.rightButton.send()
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored().map(\.title) == ["계속 쓸 것"])
    app.leaks.expectAllReleased()
  }

  @Test func cancellingAnUnchangedFormClosesWithoutAsking() async throws {
    let app = try await TodoAppHarness()
    await app.load()
    app.add.send()
    let detail = try await app.openedDetail()
    detail.cancel.send()
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(!app.front.log.contains { $0.contains(TodoStrings.discardTitle) })
    app.leaks.expectAllReleased()
  }

  @Test func doneWithTitleAndContentBothEmptySavesNothing() async throws {
    let app = try await TodoAppHarness()
    await app.load()
    app.add.send()
    let detail = try await app.openedDetail()
    detail.title.send("   ")
    detail.rightButton.send()

    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored().isEmpty)
    #expect(detail.messages == [TodoStrings.nothingSaved])
    app.leaks.expectAllReleased()
  }

  // snippet: todo-flow-read-only-edit
  @Test func anExistingTodoOpensReadOnlyAndEditSaves() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.select.send(milk.id)
    let detail = try await app.openedDetail()
    expectNavigation(
      app.navigator,
      """
      tab main* [TodoList "Project Manager"]
      formSheet [TodoDetail "우유 사기"]
      """)
    #expect(detail.output.rightButtonTitle.value == "Edit")
    detail.title.send("ignored while read-only")
    #expect(detail.output.draft.value.title == "우유 사기")

    detail.rightButton.send()  // Edit
    #expect(detail.output.rightButtonTitle.value == "Done")
    detail.title.send("두유 사기")
    detail.rightButton.send()  // Done

    await app.front.waitUntil { $0.modals.isEmpty }
    let sections = await app.sections { $0[0].rows.value?.first?.title == "두유 사기" }
    #expect(app.titles(sections) == [["두유 사기"], [], []])
    let stored = try await app.stored()
    #expect(stored == [Todo(id: milk.id, title: "두유 사기", content: "저지방", deadline: milk.deadline)])
    app.leaks.expectAllReleased()
  }
  // end-snippet

  // snippet: todo-flow-swipe
  @Test func backingOutOfAnEditSheetSavesNothing() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.select.send(milk.id)
    let detail = try await app.openedDetail()
    detail.rightButton.send()  // Edit
    detail.title.send("바뀐 제목")

    #expect(app.front.dismissSheet())  // swipe down
    #expect(app.front.log.contains { $0.hasPrefix("cancelled TodoDetailCoordinator") })
    #expect(try await app.stored() == [milk])
    expectNavigation(app.navigator, #"tab main* [TodoList "Project Manager"]"#)
    app.leaks.expectAllReleased()
  }
  // end-snippet

  @Test func escOnTheSheetAlsoBacksOut() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.select.send(milk.id)
    _ = try await app.openedDetail()
    #expect(app.front.pressBack())
    #expect(app.navigator.state.modals.isEmpty)
    #expect(
      app.navigator.runningFlows.map(\.name) == ["TodoAppCoordinator", "TodoListCoordinator"])
    app.leaks.expectAllReleased()
  }

  // snippet: todo-flow-wait-for-screen
  @Test func selectingATodoShowsItsDetailInASheet() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.select.send(milk.id)
    let detail = try #require(
      await app.front.waitForScreen("TodoDetail", as: TodoDetailViewModel.self))
    #expect(detail.existing == milk)
    #expect(app.front.visibleScreen?.title == "우유 사기")
    #expect(app.navigator.state.modals.count == 1)
  }
  // end-snippet

  @Test(arguments: [(TodoState.doing, "Move to DOING"), (.done, "Move to DONE")])
  func moveOffersTheTwoOtherStates(target: TodoState, button: String) async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.move.send(milk.id)
    let sheet = try requireValue(await app.front.waitForDialog())
    #expect(sheet.style == .actionSheet)
    #expect(sheet.buttons.map(\.title) == ["Move to DOING", "Move to DONE", "취소"])
    app.front.chooseDialogButton(button)

    let index = TodoState.allCases.firstIndex(of: target) ?? 0
    let sections = await app.sections { $0[index].count == 1 }
    #expect(sections[0].count == 0)
    #expect(try await app.stored().first?.state == target)
    #expect(app.navigator.state.modals.isEmpty)
  }

  @Test func cancellingAMoveChangesNothing() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.move.send(milk.id)
    await app.front.waitUntil { $0.topDialog != nil }
    app.front.pressBack()
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored() == [milk])
  }

  // snippet: todo-flow-delete
  @Test func deleteAsksFirstAndThenRemoves() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.delete.send(milk.id)
    let alert = try requireValue(await app.front.waitForDialog())
    #expect(alert.style == .alert && alert.buttons.map(\.title) == ["취소", "삭제"])
    app.front.chooseDialogButton("취소")
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored() == [milk])

    app.delete.send(milk.id)
    await app.front.waitUntil { $0.topDialog != nil }
    app.front.chooseDialogButton("삭제")
    let sections = await app.sections { $0[0].count == 0 }
    #expect(sections[0].rows == .empty(TodoStrings.emptySection))
    #expect(try await app.stored().isEmpty)
  }
  // end-snippet

  @Test func aTodoWithoutATitleIsNamedSoInItsRowAndItsDeleteQuestion() async throws {
    let untitled = Todo(title: "", content: "내용만", deadline: day(2026, 11, 22))
    let app = try await TodoAppHarness(todos: [untitled])
    await app.load()
    let sections = await app.sections { $0[0].count == 1 }
    #expect(sections[0].rows.value?.first?.title == "제목 없음", "never a blank row")
    app.delete.send(untitled.id)
    let alert = try requireValue(await app.front.waitForDialog())
    #expect(alert.message == "제목 없는 항목을 삭제하면 되돌릴 수 없어요.")
    app.front.chooseDialogButton("취소")
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(TodoStrings.deleteMessage("우유") == "'우유' 항목을 삭제하면 되돌릴 수 없어요.")
  }

  // snippet: todo-flow-deep-link
  @Test func theDeepLinkOpensThatTodosDetail() async throws {
    let other = Todo(title: "운동", content: "", deadline: day(2026, 11, 22))
    let app = try await TodoAppHarness(todos: [milk, other])
    await app.load()
    app.select.send(other.id)
    _ = try await app.openedDetail()

    let opened = await app.front.openDeepLink("cairn://todo/\(milk.id.uuidString)")
    #expect((try? opened.get()) != nil)
    expectNavigation(
      app.navigator,
      """
      tab main* [TodoList "Project Manager"]
      formSheet [TodoDetail "우유 사기"]
      """)
    let viewModel = try requireValue(app.front.visibleContent(as: TodoDetailViewModel.self))
    #expect(viewModel.existing == milk)
    app.front.pressBack()
    app.leaks.expectAllReleased()
  }
  // end-snippet

  @Test func badDeepLinksAreErrorsNotCrashes() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    let unknown = UUID()
    #expect(
      await app.front.openDeepLink("cairn://todo/\(unknown.uuidString)").failure
        == .notFound("todo \(unknown.uuidString)"))
    #expect(
      await app.front.openDeepLink("cairn://todo/12345").failure
        == .invalidParameter(name: "id", value: "12345"))
    #expect(await app.front.openDeepLink("cairn://nowhere").failure == .unknownPath("nowhere"))
    #expect(await app.front.openDeepLink("http://todo/x").failure == .unsupportedScheme("http"))
    #expect(app.navigator.state.modals.isEmpty)
  }

  // snippet: todo-flow-quit-leaks
  @Test func quittingReleasesEveryFlowAndViewModel() async throws {
    let app = try await TodoAppHarness(todos: [milk])
    await app.load()
    app.leaks.track(app.app)
    app.leaks.track(app.app?.listCoordinator)
    app.leaks.track(app.app?.listCoordinator?.listViewModel)
    app.select.send(milk.id)
    _ = try await app.openedDetail()
    app.quit()
    #expect(app.navigator.runningFlows.isEmpty)
    #expect(app.navigator.state.allScreens.isEmpty && app.navigator.state.modals.isEmpty)
    app.leaks.expectAllReleased()
  }
  // end-snippet
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
