import Foundation
import GRDB
import ProjectManagerData
import ProjectManagerDomain

/// Benchmark 6b: moving one work to another column on the 100,000-work board: the bare
/// `SQLiteWorkStore.move` (the work and its outbox row in one transaction), and the move until
/// the `BoardViewModel` shows the work in its new column, which is what the user waits for;
/// against a raw GRDB `UPDATE` of the state in one transaction.
struct ProjectManagerMoveBenchmark: Benchmark {
  /// Writes per repetition of the raw and bare measurements.
  var writes = 20
  /// Timed repetitions of the move until shown (one move each: it re-reads the board).
  var shownRuns = 10

  let title = "PM: one move"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: ProjectManagerBoardFixture
    let pool: DatabasePool
    let store: SQLiteWorkStore
    do {
      fixture = try ProjectManagerBoardFixture.shared()
      // The store's busy timeout: its watch for other processes' commits may hold the write
      // lock for a moment when this connection writes.
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)
      pool = try DatabasePool(path: fixture.path, configuration: configuration)
      store = try SQLiteWorkStore.open(folder: fixture.folder)
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
    // The same writes while the board watches: a write must not wait for the board's re-read.
    let watchedWork = ProjectManagerBoardFixture.work(30_003)
    var watchedState = watchedWork.state
    let watched: Measurement
    do {
      watched = try await harness.measure(
        "SQLiteWorkStore.move, write only (board observed)", operations: writes,
        prepare: {},
        { _ in
          for _ in 0..<writes {
            watchedState = Self.state(after: watchedState)
            do {
              _ = try await store.move(id: watchedWork.id, to: watchedState)
            } catch {
              failures.append("move: \(error)")
            }
          }
        },
        cleanUp: { _ in
          // Untimed: let the board catch up before the next run.
          _ = await screen.waitUntil(watchedWork.id, isIn: watchedState)
        })
    } catch {
      return .setupFailed(title: title, error: error)
    }

    let shownWork = ProjectManagerBoardFixture.work(50_003)
    var shownState = shownWork.state
    let shown = await harness.measure(
      "SQLiteWorkStore.move until the BoardViewModel shows it", operations: 1,
      timedRuns: shownRuns
    ) {
      shownState = Self.state(after: shownState)
      do {
        _ = try await store.move(id: shownWork.id, to: shownState)
        if await !screen.waitUntil(shownWork.id, isIn: shownState) {
          failures.append("the board never showed the moved work")
        }
      } catch {
        failures.append("move: \(error)")
      }
    }
    let pending = (try? await store.pendingChangeCount()).map(Format.count) ?? "n/a"

    return BenchmarkReport(
      title: "\(title) (\(Format.count(ProjectManagerBoardFixture.workCount)) works)",
      baseline: raw, baselineName: "raw GRDB update", measurements: [bare, watched, shown],
      notes: [
        "board before the moves: " + ProjectManagerBoardScreen.describe(loaded),
        "the move until shown includes the board's observation re-reading every work and the "
          + "view model rebuilding its columns",
        "works with pending changes after the moves (one outbox row per work): \(pending)",
      ],
      failures: failures)
  }

  /// The next column, round the board: TODO, DOING, DONE, TODO…
  private static func state(after state: WorkState) -> WorkState {
    let all = WorkState.allCases
    let index = all.firstIndex(of: state) ?? 0
    return all[(index + 1) % all.count]
  }
}
