import CairnNetworking
import CairnPresentation
import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import Testing

@Suite("Project Manager board: columns, live counts, overdue days", .timeLimit(.minutes(3)))
@MainActor
struct BoardStateTests {
  @Test func anEmptyBoardShowsEachColumnsEmptyText() async throws {
    let app = try await BoardAppHarness()
    let columns = await app.load()
    #expect(columns.map(\.state) == [.todo, .doing, .done])
    #expect(columns.map(\.title) == ["TODO", "DOING", "DONE"])
    #expect(columns.map(\.header) == ["TODO 0", "DOING 0", "DONE 0"])
    #expect(columns.allSatisfy { $0.works == .empty("지금은 할 일이 없어요 😅") })
    app.quitAndExpectAllReleased()
  }

  @Test func beforeTheFirstLoadColumnsAreLoadingWithoutCounts() async throws {
    let app = try await BoardAppHarness()
    let columns = try #require(app.board?.columns.value)
    #expect(columns.allSatisfy { $0.works.isLoading && $0.count == nil })
    #expect(columns.map(\.header) == ["TODO", "DOING", "DONE"])
    app.quitAndExpectAllReleased()
  }

  @Test func worksAreSplitByStateInDueOrderWithLiveCounts() async throws {
    let app = try await BoardAppHarness()
    try await app.seed("b", due: day(2026, 11, 30))
    let first = try await app.seed("a", due: day(2026, 11, 23))
    try await app.seed("c", state: .doing)
    let columns = await app.load()
    #expect(app.titles(columns) == [["a", "b"], ["c"], []])
    #expect(columns.map(\.header) == ["TODO 2", "DOING 1", "DONE 0"])

    _ = try await app.store.move(id: first.id, to: .done)
    let moved = await app.columns { $0.map(\.count) == [1, 1, 1] }
    #expect(moved.map(\.header) == ["TODO 1", "DOING 1", "DONE 1"])
    app.quitAndExpectAllReleased()
  }

  @Test func aChangeWrittenToTheStoreAppearsWithoutAnyInput() async throws {
    let app = try await BoardAppHarness()
    await app.load()
    // As a sync would: straight into the database, not through the board.
    let pulled = try await app.store.create(
      WorkDraft(title: "서버에서 온 일", body: "다른 기기", due: try day(2026, 11, 30)))
    let columns = await app.columns { $0[0].count == 1 }
    #expect(columns[0].works.value?.map(\.id) == [pulled.id])

    try await app.store.delete(id: pulled.id)
    let emptied = await app.columns { $0[0].count == 0 }
    #expect(emptied[0].works == .empty(ProjectManagerStrings.emptyColumn))
    app.quitAndExpectAllReleased()
  }

  @Test(arguments: [
    (Date?.none, 20, true), (nil, 21, false), (nil, 22, false),
    (date(2026, 11, 21, 23), 21, false), (date(2026, 11, 22, 0), 21, true),
  ])
  func aWorkIsOverdueOnceItsDueDayIsBeforeToday(now: Date?, dueDay: Int, isOverdue: Bool)
    async throws
  {
    let app = try await BoardAppHarness(now: now ?? testNow)
    try await app.seed("제출", due: day(2026, 11, dueDay))
    let columns = await app.load()
    #expect(columns[0].cards.first?.isOverdue == isOverdue)
    app.quitAndExpectAllReleased()
  }

  @Test func aBoardLeftOpenPastMidnightTurnsTheDueDayRedByItself() async throws {
    let clock = ManualClock(now: date(2026, 11, 21, 23, 59), isAdvancingAutomatically: false)
    let app = try await BoardAppHarness(clock: clock)
    try await app.seed("오늘 마감", due: day(2026, 11, 21))
    let before = await app.load()
    #expect(before[0].cards.first?.isOverdue == false)
    await clock.waitForSleepers(count: 1)  // the board's midnight tick is asleep
    clock.advance(by: .seconds(60))
    let after = await app.columns { $0[0].cards.first?.isOverdue == true }
    #expect(after[0].cards.first?.title == "오늘 마감")
    app.quitAndExpectAllReleased()
  }

  @Test func aFailedStreamFailsEveryColumnAndRetryWatchesAgain() async throws {
    let app = try await BoardAppHarness(repository: { StreamFailingStore(store: $0) })
    try await app.seed("남아 있는 일")
    app.viewDidLoad.send()
    let failed = await app.columns { $0.allSatisfy { $0.works.failure != nil } }
    let message = ProjectManagerStrings.message(for: StreamFailingStore.failure)
    #expect(failed.allSatisfy { $0.works.failure == LoadFailure(message: message) })
    #expect(failed.map(\.header) == ["TODO", "DOING", "DONE"])
    #expect(app.messages == [message])

    app.retry.send()
    let columns = await app.columns { $0[0].count == 1 }
    #expect(app.titles(columns) == [["남아 있는 일"], [], []])
    app.quitAndExpectAllReleased()
  }

  @Test func aCardShowsTheBodysFirstLinesTrimmedAndTheDueDay() async throws {
    let app = try await BoardAppHarness()
    try await app.seed("회의", body: "\n  안건 정리  \n\n자료 준비\n회의실 예약\n다과", due: day(2026, 12, 1))
    let columns = await app.load()
    let row = try #require(columns[0].cards.first)
    #expect(row.bodyPreview == "안건 정리\n자료 준비\n회의실 예약")
    #expect(row.due == "2026. 12. 1.")
    app.quitAndExpectAllReleased()
  }
}
