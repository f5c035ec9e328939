import Foundation
import GRDB
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation

/// Benchmark 6b: moving one work to another column on the 100,000-work board: the bare
/// `SQLiteWorkStore.move` (the work and its outbox row in one transaction), and the move until
/// the `BoardViewModel` shows the work in its new column, which is what the user waits for (also
/// on a 10,000-work board: the two must take about as long); against a raw GRDB `UPDATE` of the
/// state in one transaction.
struct ProjectManagerMoveBenchmark: Benchmark {
  /// Writes per repetition of the raw and bare measurements.
  var writes = 20
  /// Timed repetitions of the move until shown (one move each).
  var shownRuns = 20
  /// The works of the smaller board the move until shown is also timed on.
  var smallBoard = 10_000

  let title = "PM: one move"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: ProjectManagerBoardFixture
    let pool: DatabasePool
    let store: SQLiteWorkStore
    do {
      fixture = try await ProjectManagerBoardFixture.shared()
      // The store's busy timeout: its watch for other processes' commits may hold the write
      // lock for a moment when this connection writes.
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)
      pool = try DatabasePool(path: fixture.path, configuration: configuration)
      store = try await SQLiteWorkStore.open(folder: fixture.folder)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let writes = self.writes
    var failures: [String] = []

    // Three different works, so that no measurement moves a work another one moved.
    let rawWork = ProjectManagerBoardFixture.work(10_001)
    var rawState = rawWork.state
    let raw = await harness.measure(
      "UPDATE work SET state = ? WHERE id = ? (raw GRDB transaction)", operations: writes
    ) {
      for _ in 0..<writes {
        rawState = Self.state(after: rawState)
        let state = rawState
        do {
          try await pool.write { db in
            try db.execute(
              sql: "UPDATE work SET state = ? WHERE id = ?",
              arguments: [state.rawValue, rawWork.id.uuidString])
          }
        } catch {
          failures.append("raw update: \(error)")
        }
      }
    }

    let bareWork = ProjectManagerBoardFixture.work(20_002)
    var bareState = bareWork.state
    let bare = await harness.measure(
      "SQLiteWorkStore.move, write only (no observer)", operations: writes
    ) {
      for _ in 0..<writes {
        bareState = Self.state(after: bareState)
        do {
          let moved = try await store.move(id: bareWork.id, to: bareState)
          if moved.state != bareState { failures.append("move returned \(moved.state)") }
        } catch {
          failures.append("move: \(error)")
        }
      }
    }

    let screen = ProjectManagerBoardScreen(store: store)
    screen.appear()
    let loaded = await screen.loadedColumns()
    // The same writes while the board watches: a write must not wait for the board.
    let watchedWork = ProjectManagerBoardFixture.work(30_003)
    var watchedState = watchedWork.state
    var lastWatched: Work?
    let watched: Measurement
    do {
      watched = try await harness.measure(
        "SQLiteWorkStore.move, write only (board observed)", operations: writes,
        prepare: {},
        { _ in
          for _ in 0..<writes {
            watchedState = Self.state(after: watchedState)
            do {
              lastWatched = try await store.move(id: watchedWork.id, to: watchedState)
            } catch {
              failures.append("move: \(error)")
            }
          }
        },
        cleanUp: { _ in
          // Untimed: let the board catch up before the next run.
          if let lastWatched { _ = await screen.waitUntilShown(lastWatched) }
        })
    } catch {
      return .setupFailed(title: title, error: error)
    }

    let shown = await Self.moveUntilShown(
      "SQLiteWorkStore.move until the BoardViewModel shows it", work: 50_003, on: screen,
      harness: harness, runs: shownRuns, failures: &failures)
    // The same on a board a tenth the size: the time of a move must not depend on it.
    let small: Measurement
    let smallLoaded: [BoardColumn]?
    do {
      let smallFixture = try await ProjectManagerBoardFixture.shared(workCount: smallBoard)
      let smallScreen = ProjectManagerBoardScreen(
        store: try await SQLiteWorkStore.open(folder: smallFixture.folder))
      smallScreen.appear()
      smallLoaded = await smallScreen.loadedColumns()
      small = await Self.moveUntilShown(
        "the same on a board of \(Format.count(smallBoard)) works", work: 5_003, on: smallScreen,
        harness: harness, runs: shownRuns, failures: &failures)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let pending = (try? await store.pendingChangeCount()).map(Format.count) ?? "n/a"

    return BenchmarkReport(
      title: "\(title) (\(Format.count(fixture.workCount)) works)",
      baseline: raw, baselineName: "raw GRDB update",
      measurements: [bare, watched, shown, small],
      notes: [
        "board before the moves: " + ProjectManagerBoardScreen.describe(loaded)
          + "; small board: " + ProjectManagerBoardScreen.describe(smallLoaded),
        "the move until shown: the store's write, its change feed reading the written row back "
          + "at commit, and the view model placing that row in its columns (binary search, one "
          + "chunk copied); the check that the board shows it is a binary search too",
        "100,000-work board against the \(Format.count(smallBoard))-work one: "
          + String(format: "%.2fx", shown.median / max(small.median, 1))
          + " (a cost that grew with the board would be about 10x)",
        "works with pending changes after the moves (one outbox row per work): \(pending)",
      ],
      failures: failures)
  }

  /// Moves the sample work `index` round the board, one column per timed run, each until
  /// `screen` shows it.
  private static func moveUntilShown(
    _ label: String, work index: Int, on screen: ProjectManagerBoardScreen, harness: Harness,
    runs: Int, failures: inout [String]
  ) async -> Measurement {
    let sample = ProjectManagerBoardFixture.work(index)
    var state = sample.state
    var problems: [String] = []
    let measurement = await harness.measure(label, operations: 1, timedRuns: runs) {
      state = Self.state(after: state)
      do {
        let moved = try await screen.store.move(id: sample.id, to: state)
        if await !screen.waitUntilShown(moved) {
          problems.append("the board never showed the moved work")
        }
      } catch {
        problems.append("move: \(error)")
      }
    }
    failures += problems
    return measurement
  }

  /// The next column, round the board: TODO, DOING, DONE, TODO…
  private static func state(after state: WorkState) -> WorkState {
    let all = WorkState.allCases
    let index = all.firstIndex(of: state) ?? 0
    return all[(index + 1) % all.count]
  }
}
