import CairnNavigation
import CairnTesting
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation
import Testing

@Suite("Project Manager flows, headless, on SQLite", .timeLimit(.minutes(3)))
@MainActor
struct BoardFlowTests {
  @Test func doneCreatesTheWorkInTodoAndABlankTitleGetsThePlaceholder() async throws {
    let app = try await BoardAppHarness()
    await app.load()
    app.add.send()
    let form = try await app.openedForm()
    expectNavigation(
      app.navigator,
      """
      tab main* [Board "Project Manager"]
      formSheet [WorkForm "새 할 일"]
      """)
    #expect(form.output.rightButtonTitle.value == "Done")
    #expect(form.output.draft.value.due == (try day(2026, 11, 21)), "a new work is due today")
    #expect(form.output.bodyCounter.value == "0/1000")

    form.title.send("   ")
    form.body.send("두부, 김치")
    form.due.send(try day(2026, 12, 1))
    #expect(form.output.bodyCounter.value == "6/1000")
    #expect(!form.output.isBodyAtLimit.value)
    form.body.send(String(repeating: "가", count: 1_000))
    #expect(form.output.isBodyAtLimit.value, "1000/1000: the counter turns red")
    form.body.send("두부, 김치")
    form.rightButton.send()

    await app.front.waitUntil { $0.modals.isEmpty }
    let columns = await app.columns { $0[0].count == 1 }
    #expect(app.titles(columns) == [["제목을 입력해주세요"], [], []])
    #expect(columns.map(\.header) == ["TODO 1", "DOING 0", "DONE 0"])
    #expect(columns[0].cards.first?.due == "2026. 12. 1.")
    let stored = try await app.stored()
    #expect(stored.map(\.title) == ["제목을 입력해주세요"])
    #expect(stored.first?.body == "두부, 김치" && stored.first?.state == .todo)
    expectNavigation(app.navigator, #"tab main* [Board "Project Manager"]"#)
    #expect(app.front.log.contains { $0.hasPrefix("finished WorkFormCoordinator") })
    app.quitAndExpectAllReleased()
  }

  @Test func cancellingACreateSavesNothing() async throws {
    let app = try await BoardAppHarness()
    await app.load()
    app.add.send()
    let form = try await app.openedForm()
    form.title.send("안 저장될 것")
    form.cancel.send()

    let question = try #require(await app.front.waitForDialog())
    #expect(question.title == ProjectManagerStrings.discardTitle)
    #expect(app.front.chooseDialogButton(ProjectManagerStrings.discard))
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored().isEmpty)
    #expect(app.front.log.contains { $0.hasPrefix("cancelled WorkFormCoordinator") })
    app.quitAndExpectAllReleased()
  }

  @Test func keepEditingKeepsTheFormAndAnUnchangedFormClosesAtOnce() async throws {
    let app = try await BoardAppHarness()
    await app.load()
    app.add.send()
    let form = try await app.openedForm()
    form.body.send("계속 쓸 내용")
    form.cancel.send()
    _ = try #require(await app.front.waitForDialog())
    #expect(app.front.chooseDialogButton(ProjectManagerStrings.keepEditing))
    await app.front.waitUntil { $0.topDialog == nil }
    #expect(app.front.state.modals.count == 1, "the form is still there")
    #expect(form.output.draft.value.body == "계속 쓸 내용")
    form.body.send("")
    form.cancel.send()
    await app.front.waitUntil { $0.modals.isEmpty }
    await app.quitAndExpectAllReleased(afterPendingTasks: true)
  }

  @Test func swipingTheSheetAwayAlsoCancels() async throws {
    let app = try await BoardAppHarness()
    await app.load()
    app.add.send()
    let form = try await app.openedForm()
    form.title.send("버림")
    #expect(app.front.dismissSheet())
    #expect(app.front.log.contains { $0.hasPrefix("cancelled WorkFormCoordinator") })
    #expect(try await app.stored().isEmpty)
    app.quitAndExpectAllReleased()
  }

  @Test func selectingAWorkOpensItForEditingAndEditSaves() async throws {
    let app = try await BoardAppHarness()
    let work = try await app.seed("우유 사기", body: "저지방", state: .doing)
    await app.load()
    app.select.send(work.id)
    let form = try await app.openedForm()
    expectNavigation(
      app.navigator,
      """
      tab main* [Board "Project Manager"]
      formSheet [WorkForm "우유 사기"]
      """)
    #expect(form.output.rightButtonTitle.value == "Edit")
    #expect(form.output.draft.value == WorkDraft(work))
    #expect(form.output.bodyCounter.value == "3/1000")

    form.title.send("두유 사기")
    form.due.send(try day(2026, 12, 24))
    form.rightButton.send()

    await app.front.waitUntil { $0.modals.isEmpty }
    let columns = await app.columns { $0[1].works.value?.first?.title == "두유 사기" }
    #expect(app.titles(columns) == [[], ["두유 사기"], []])
    let stored = try await app.stored()
    #expect(
      stored == [
        Work(id: work.id, title: "두유 사기", body: "저지방", due: try day(2026, 12, 24), state: .doing)
      ])
    app.quitAndExpectAllReleased()
  }

  @Test func aFailedSaveShowsAMessageAndTheSheetStays() async throws {
    let app = try await BoardAppHarness()
    let work = try await app.seed("사라질 일")
    await app.load()
    app.select.send(work.id)
    let form = try await app.openedForm()
    try await app.store.delete(id: work.id)  // deleted elsewhere while the form is open

    form.title.send("고친 제목")
    form.rightButton.send()
    let message = try #require(await form.output.message.next())
    #expect(message == ProjectManagerStrings.message(for: .notFound(work.id)))
    #expect(app.front.visibleScreen?.name == "WorkForm")
    #expect(form.output.draft.value.title == "고친 제목")
    form.cancel.send()  // asks about the unsaved title; quitting answers for the user
    await app.quitAndExpectAllReleased(afterPendingTasks: true)
  }

  @Test func theFormPublishesTheRulesLimitsAndABodyOverThemIsRefusedOnSave() async throws {
    let app = try await BoardAppHarness()
    await app.load()
    app.add.send()
    let form = try await app.openedForm()
    #expect(
      form.output.limits == WorkFormLimits(title: WorkRules.titleLimit, body: WorkRules.bodyLimit))
    form.title.send("긴 글")
    form.body.send(String(repeating: "가", count: 1_001))
    #expect(form.output.bodyCounter.value == "1001/1000")
    form.rightButton.send()
    let message = await form.output.message.first { _ in true }
    #expect(message == "내용이 1001자예요. 1000자까지 입력할 수 있어요.")
    #expect(app.front.state.modals.count == 1, "the sheet stays open with the text")
    #expect(try await app.stored().isEmpty)
    form.body.send(String(repeating: "가", count: 1_000))
    form.rightButton.send()
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored().first?.body.count == 1_000)
    app.quitAndExpectAllReleased()
  }

  @Test(arguments: [
    (WorkState.todo, ["Move to DOING", "Move to DONE"]),
    (.doing, ["Move to TODO", "Move to DONE"]),
    (.done, ["Move to TODO", "Move to DOING"]),
  ])
  func moveOffersExactlyTheTwoOtherColumns(from state: WorkState, buttons: [String]) async throws {
    let app = try await BoardAppHarness()
    let work = try await app.seed("운동", state: state)
    await app.load()
    app.move.send(work.id)
    let sheet = try #require(await app.front.waitForDialog())
    #expect(sheet.style == .actionSheet && sheet.title == "이동")
    #expect(sheet.buttons.map(\.title) == buttons + ["취소"])
    #expect(sheet.buttons.last?.role == .cancel)

    app.front.chooseDialogButton(buttons[1])
    let target = state.otherStates[1]
    let index = try #require(WorkState.allCases.firstIndex(of: target))
    let columns = await app.columns { $0[index].count == 1 }
    #expect(columns.compactMap(\.count).reduce(0, +) == 1)
    #expect(try await app.stored().first?.state == target)
    #expect(app.navigator.state.modals.isEmpty)
    app.quitAndExpectAllReleased()
  }

  @Test func cancellingAMoveChangesNothing() async throws {
    let app = try await BoardAppHarness()
    let work = try await app.seed("운동")
    await app.load()
    app.move.send(work.id)
    await app.front.waitUntil { $0.topDialog != nil }
    app.front.chooseDialogButton("취소")
    await app.front.waitUntil { $0.modals.isEmpty }

    app.move.send(work.id)
    await app.front.waitUntil { $0.topDialog != nil }
    app.front.pressBack()
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored() == [work])
    app.quitAndExpectAllReleased()
  }

  @Test func deleteAsksFirstAndRemovesOnlyAfterConfirming() async throws {
    let app = try await BoardAppHarness()
    let work = try await app.seed("청소")
    await app.load()
    app.delete.send(work.id)
    let alert = try #require(await app.front.waitForDialog())
    #expect(alert.style == .alert && alert.title == ProjectManagerStrings.deleteTitle)
    #expect(
      alert.buttons == [
        DialogButton("취소", role: .cancel), DialogButton("Delete", role: .destructive),
      ])
    app.front.chooseDialogButton("취소")
    await app.front.waitUntil { $0.modals.isEmpty }
    #expect(try await app.stored() == [work])

    app.delete.send(work.id)
    await app.front.waitUntil { $0.topDialog != nil }
    app.front.chooseDialogButton("Delete")
    let columns = await app.columns { $0[0].count == 0 }
    #expect(columns[0].works == .empty("지금은 할 일이 없어요 😅"))
    #expect(try await app.stored().isEmpty)
    app.quitAndExpectAllReleased()
  }

  @Test func quittingWithTheFormAndADialogOpenReleasesEverything() async throws {
    let app = try await BoardAppHarness()
    let work = try await app.seed("정리")
    await app.load()
    app.move.send(work.id)
    await app.front.waitUntil { $0.topDialog != nil }
    // The move task awaits the coordinator's dialog, which quitting answers with "no choice";
    // the task lets go of the coordinator when it resumes, on its next turn.
    await app.quitAndExpectAllReleased(afterPendingTasks: true)
    #expect(app.navigator.state.modals.isEmpty && app.navigator.state.allScreens.isEmpty)
    #expect(try await app.stored() == [work])
  }
}
