import CairnPresentation
import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerServer

/// Benchmark 6d: another device's changes reaching the open 100,000-work board through a sync:
/// `SyncEngine.syncNow()` pulling 30 works moved to the next column (rows leave and enter all
/// three columns) until the `BoardViewModel` shows all of them, against the same pull with no
/// board open; and, in the same runs, the board's own part: from its task taking the merge
/// from the store's change stream to its output showing it.
struct ProjectManagerSyncArrivalBenchmark: Benchmark {
  /// Works the other device changes per run.
  var changes = 30
  /// Timed repetitions of each measurement.
  var timedRuns = 10

  let title = "PM: a sync's changes reach the open board"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: ProjectManagerBoardFixture
    let running: RunningProjectManagerServer
    let serverFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-bench-pm-arrival-\(UUID().uuidString)")
    do {
      fixture = try await ProjectManagerBoardFixture.shared()
      try ProjectManagerRemoteChanges.resetCursor(path: fixture.path)
      running = try await RunningProjectManagerServer.start(
        ProjectManagerServer(
          configuration: ProjectManagerServerConfiguration(
            dataDirectory: serverFolder, access: .token(benchBoardToken))))
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer { try? FileManager.default.removeItem(at: serverFolder) }
    let changes = self.changes
    var failures: [String] = []
    var run = 0

    // The other device pushes its changes before each run, untimed.
    func pushNext() async -> ProjectManagerRemoteChanges {
      let remote = ProjectManagerRemoteChanges(run: run, count: changes)
      run += 1
      if let error = await remote.push(to: running.url) { failures.append("push: \(error)") }
      return remote
    }

    let baseline: Measurement
    let shown: Measurement
    var boardPart: [Duration] = []
    var described = "none"
    do {
      // No board: a store of its own, closed before the board's opens (two connections would
      // see each other's commits as another process's).
      do {
        let store = try await SQLiteWorkStore.open(folder: fixture.folder)
        let engine = SyncEngine(store: store, serverURL: running.url, token: benchBoardToken)
        baseline = try await harness.measure(
          "SyncEngine.syncNow() pulling \(changes) changes, no board open", operations: 1,
          timedRuns: timedRuns, prepare: { await pushNext() },
          { _ in
            if case .synced = await engine.syncNow() {
            } else {
              failures.append("a sync did not end synced")
            }
          }, cleanUp: { _ in })
      }
      let store = try await SQLiteWorkStore.open(folder: fixture.folder)
      let timed = ProjectManagerTimedRepository(store: store)
      let screen = ProjectManagerBoardScreen(store: store, repository: timed)
      let engine = SyncEngine(store: store, serverURL: running.url, token: benchBoardToken)
      screen.appear()
      described = ProjectManagerBoardScreen.describe(await screen.loadedColumns())
      // When the board's output first shows every work of the run's changes.
      var expected: [Work] = []
      var shownAt: ContinuousClock.Instant?
      let watch = screen.output.columns.changes.observe { columns in
        guard shownAt == nil, !expected.isEmpty else { return }
        let all = expected.allSatisfy { work in
          columns.first { $0.state == work.state }?.shows(work) == true
        }
        if all { shownAt = .now }
      }
      shown = try await harness.measure(
        "SyncEngine.syncNow() until the BoardViewModel shows all \(changes)", operations: 1,
        timedRuns: timedRuns,
        prepare: {
          let remote = await pushNext()
          timed.forget()
          shownAt = nil
          expected = remote.works
          return remote
        },
        { remote in
          let sync = Task { await engine.syncNow() }
          if await !screen.waitUntilShown(all: remote.works) {
            failures.append("the board never showed the merged works")
          }
          if case .synced = await sync.value {
          } else {
            failures.append("the sync did not end synced")
          }
        },
        cleanUp: { _ in
          if let received = timed.lastChangeReceived, let shownAt {
            boardPart.append(received.duration(to: shownAt))
          } else {
            failures.append("the board's taking the merge or its output was not seen")
          }
        })
      withExtendedLifetime(watch) {}
    } catch {
      return .setupFailed(title: title, error: error)
    }
    await running.stopAndWait()
    // The warm-up run's is not one of the timed runs'.
    let board = Measurement(
      label: "its board's part: the merge taken from the store's stream → shown", operations: 1,
      samples: Array(boardPart.dropFirst()))
    return BenchmarkReport(
      title: "\(title) (\(Format.count(fixture.workCount)) works, \(changes) changes)",
      baseline: baseline, baselineName: "pull with no board", measurements: [shown, board],
      notes: [
        "each run: another device moves \(changes) works of the board to their next column and "
          + "pushes them (untimed); the board's engine pulls and merges them in one transaction",
        "the target, under 16 ms from the merge's commit to the board showing it: the merge "
          + "commits after syncNow() starts, so the second line (pull, merge, and the board "
          + "showing all \(changes)) bounds it from above; the last line is the board's own part, "
          + "from its task taking the merge from the store's stream (after the store read the "
          + "\(changes) rows back at commit) to its output showing them — its ratio to the "
          + "baseline means nothing",
        "board before the syncs: \(described); the fixture's pull cursor was reset to 0 for this "
          + "benchmark's fresh server (setup, not timed)",
      ],
      failures: failures)
  }
}
