import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation

/// Benchmark 6a: opening the board's store on 100,000 works and producing the board's first
/// output (the `BoardViewModel`'s loaded columns), against opening a `DatabasePool` and running
/// the board's query into plain structs with raw GRDB.
struct ProjectManagerFirstOutputBenchmark: Benchmark {
  /// Timed repetitions of each measurement (each reads the whole board).
  var timedRuns = 5

  let title = "PM: open + first board output"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: ProjectManagerBoardFixture
    do {
      fixture = try await ProjectManagerBoardFixture.shared()
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let folder = fixture.folder
    var failures: [String] = []
    var rawCount = 0
    var storeBoard: Board?
    var columns: [BoardColumn]?

    let raw = await harness.measure(
      "DatabasePool(path:) + SELECT into structs (raw GRDB)", operations: 1, timedRuns: timedRuns
    ) {
      do {
        rawCount = try RawBoardRow.openAndFetch(path: fixture.path).count
      } catch {
        failures.append("raw fetch: \(error)")
      }
    }
    let openOnly = await harness.measure(
      "SQLiteWorkStore.open alone", operations: 1, timedRuns: timedRuns
    ) {
      do {
        blackHole(try await SQLiteWorkStore.open(folder: folder))
      } catch {
        failures.append("open: \(error)")
      }
    }
    let observed = await harness.measure(
      "SQLiteWorkStore.open + observeWorkChanges() first value (a Board)", operations: 1,
      timedRuns: timedRuns
    ) {
      do {
        let store = try await SQLiteWorkStore.open(folder: folder)
        for try await changes in store.observeWorkChanges() {
          if case .all(let board) = changes { storeBoard = board }
          break
        }
      } catch {
        failures.append("observeWorkChanges: \(error)")
      }
    }
    let viewModel = await harness.measure(
      "SQLiteWorkStore.open + BoardViewModel columns loaded", operations: 1, timedRuns: timedRuns
    ) {
      do {
        let screen = ProjectManagerBoardScreen(
          store: try await SQLiteWorkStore.open(folder: folder))
        screen.appear()
        columns = await screen.loadedColumns()
      } catch {
        failures.append("view model: \(error)")
      }
    }

    let expected = fixture.workCount
    let storeCount = storeBoard.map { $0.todo.count + $0.doing.count + $0.done.count } ?? 0
    let shownCount = columns?.reduce(0) { $0 + ($1.count ?? 0) } ?? 0
    for (name, count) in [("raw", rawCount), ("store", storeCount), ("view model", shownCount)]
    where count != expected {
      failures.append("\(name) read \(Format.count(count)) works, not \(Format.count(expected))")
    }
    let generated = WorkState.allCases.map {
      "\($0.title) \(Format.count(fixture.counts[$0] ?? 0))"
    }
    return BenchmarkReport(
      title: "\(title) (\(Format.count(expected)) works)", baseline: raw,
      baselineName: "raw GRDB", measurements: [openOnly, observed, viewModel],
      notes: [
        fixture.setupNote,
        "works read: raw \(Format.count(rawCount)), store \(Format.count(storeCount)), "
          + "view model \(Format.count(shownCount)); generated "
          + generated.joined(separator: " · "),
        "board shown: " + ProjectManagerBoardScreen.describe(columns),
        "each run opens the file anew (the OS page cache is warm after the first run)",
      ],
      failures: failures)
  }
}
