import CairnTesting
import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerServer
import Testing

@Suite("The board applies each change to the rows it shows", .timeLimit(.minutes(2)))
@MainActor
struct BoardLiveChangesTests {
  @Test("a sync that merges works into all three columns shows each where a full read puts it")
  func syncMergeIntoEveryColumn() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pm-board-merge-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let token = BoardToken.random()
    let running = try await RunningProjectManagerServer.start(
      ProjectManagerServer(
        configuration: ProjectManagerServerConfiguration(
          dataDirectory: folder.appendingPathComponent("server"), access: .token(token))))
    let app = try await BoardAppHarness(sync: {
      SyncEngine(store: $0, serverURL: running.url, token: token)
    })
    let engine = try #require(app.sync as? SyncEngine)
    let todo = try await app.seed("할 일", due: day(2026, 12, 3))
    let doing = try await app.seed("하는 일", due: day(2026, 12, 2), state: .doing)
    let done = try await app.seed("한 일", due: day(2026, 12, 1), state: .done)
    await engine.syncNow()
    await app.load()

    // Another device changes something in every column, and adds a work to each.
    let other = try await SQLiteWorkStore.open(folder: folder.appendingPathComponent("other"))
    let otherEngine = SyncEngine(store: other, serverURL: running.url, token: token)
    await otherEngine.syncNow()
    _ = try await other.move(id: todo.id, to: .done)
    _ = try await other.update(
      id: doing.id, with: WorkDraft(title: "가장 먼저 하는 일", body: "", due: try day(2026, 11, 30)))
    try await other.delete(id: done.id)
    for (title, state, date) in [
      ("새 할 일", WorkState.todo, 4), ("새로 하는 일", .doing, 2), ("새로 한 일", .done, 1),
    ] {
      let work = try await other.create(
        WorkDraft(title: title, body: "", due: try day(2026, 12, date)))
      _ = try await other.move(id: work.id, to: state)
    }
    await otherEngine.syncNow()

    await engine.syncNow()
    let expected = Board(try await other.works())
    let columns = try await waitForBoard(app, toShow: expected)
    #expect(app.titles(columns) == [["새 할 일"], ["가장 먼저 하는 일", "새로 하는 일"], ["새로 한 일", "할 일"]])
    #expect(Board(try await app.stored()) == expected)
    await running.stopAndWait()
    app.quitAndExpectAllReleased()
  }

  @Test("creates, edits, moves and deletes from this store and another connection, in any mix")
  func anyMixOfWritesEndsAsAFullRead() async throws {
    let app = try await BoardAppHarness()
    let other = try await SQLiteWorkStore.open(folder: app.folder)
    for index in 0..<20 {
      try await app.seed("일 \(index % 7)", due: day(2026, 12, 1 + index % 3))
    }
    await app.load()
    var random = SeededRandom(seed: 16)
    // A mix of both connections (the other one's writes come back as full reads), then this
    // store's alone: every change of the second part is applied row by row.
    for (steps, otherShare) in [(80, 4), (80, 0)] {
      for step in 0..<steps {
        let useOther = otherShare > 0 && random.next(below: otherShare) == 0
        try await write(step, with: useOther ? other : app.store, app: app, random: &random)
      }
      let expected = Board(try await app.stored())
      let columns = try await waitForBoard(app, toShow: expected)
      #expect(columns.map { $0.count ?? -1 } == WorkState.allCases.map { expected[$0].count })
    }
    app.quitAndExpectAllReleased()
  }

  /// One random write: a create, a move, an edit or a delete.
  private func write(
    _ step: Int, with writer: SQLiteWorkStore, app: BoardAppHarness, random: inout SeededRandom
  ) async throws {
    let works = try await app.store.works()
    let target = works.isEmpty ? nil : works[random.next(below: works.count)]
    switch (random.next(below: 4), target) {
    case (0, _), (_, nil):
      _ = try await writer.create(
        WorkDraft(
          title: "새 일 \(step % 5)", body: "", due: try day(2026, 12, 1 + random.next(below: 3))))
    case (1, let work?):
      _ = try await writer.move(id: work.id, to: WorkState.allCases[random.next(below: 3)])
    case (2, let work?):
      _ = try await writer.update(
        id: work.id,
        with: WorkDraft(
          title: "고친 일 \(step % 4)", body: "\(step)",
          due: try day(2026, 12, 1 + random.next(below: 3))))
    case (_, let work?):
      try await writer.delete(id: work.id)
    }
  }

  /// Waits until the board shows exactly the works of `board`, in order.
  private func waitForBoard(_ app: BoardAppHarness, toShow board: Board) async throws
    -> [BoardColumn]
  {
    let expected = WorkState.allCases.map { board[$0] }
    return try await waiting(for: "the board to show \(expected.map(\.count)) works") {
      await app.columns { columns in
        columns.map { Array($0.works.value ?? []) } == expected
      }
    }
  }
}

/// SplitMix64: the same sequence for the same seed, so that a failing mix can be replayed.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((mixed ^ (mixed >> 31)) % UInt64(max(bound, 1)))
  }
}
