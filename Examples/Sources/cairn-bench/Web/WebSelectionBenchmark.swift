import CairnWeb
import Foundation

/// Web benchmark 1: one list selection (`j`) in a TodoList of 50 todos, from the key arriving
/// at its session to the patch written as the JSON the socket sends, against the page written
/// whole (what a server without a diff would send). Counts the bytes of both: the patch's
/// median per selection must stay within 2% of the whole page's.
struct WebSelectionBenchmark: Benchmark {
  /// Selections per repetition.
  var selections = 40
  /// Todos in the list (the share of the page a selection sends shrinks as the list grows: 50
  /// is a screenful or two, not a size chosen to flatter it).
  var todos = 50

  let title = "Web: one list selection"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: WebTodoFixture
    do {
      fixture = try await WebTodoFixture.make(todos: todos)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer { fixture.remove() }
    let store = WebSessionStore(app: fixture.app)
    let session = await store.open(address: "/todo/", for: "bench")
    defer { store.endAll() }
    var sent: [String] = []
    session.attach(send: { sent.append($0.json) }, historyIndex: 0)
    var pageBytes = session.pageHTML().utf8.count
    // The list loads from its file: wait (bounded) until the page holds every row.
    let loaded = ContinuousClock.now + .seconds(30)
    while session.pageHTML().components(separatedBy: "data-on-click=\"open\"").count <= todos,
      ContinuousClock.now < loaded
    {
      await Task.yield()
    }
    pageBytes = session.pageHTML().utf8.count

    let selections = self.selections
    let whole = await harness.measure("the whole page written as HTML", operations: selections) {
      for _ in 0..<selections { blackHole(session.pageHTML().utf8.count) }
    }
    var sequence = 0
    var patchBytes: [Int] = []
    let patched = await harness.measure(
      "key j → session → patch as JSON", operations: selections
    ) {
      for index in 0..<selections {
        sequence += 1
        sent.removeAll(keepingCapacity: true)
        let key = index.isMultiple(of: 7) ? WebKey("k") : WebKey("j")
        await session.handle(.key(sequence: sequence, key))
        session.flush()
        patchBytes.append(sent.reduce(0) { $0 + $1.utf8.count })
      }
    }
    let median = patchBytes.sorted()[patchBytes.count / 2]
    let share = Double(median) / Double(max(pageBytes, 1))
    var failures: [String] = []
    if pageBytes < todos * 100 { failures.append("the page holds \(pageBytes) bytes: not loaded") }
    if median == 0 { failures.append("a selection sent nothing") }
    return BenchmarkReport(
      title: "\(title) (\(Format.count(todos)) todos)", baseline: whole,
      baselineName: "whole-page", measurements: [patched],
      notes: [
        "bytes per selection, median: \(Format.count(median)) of the whole page's "
          + "\(Format.count(pageBytes)) (\(String(format: "%.2f", share * 100))%; target ≤ 2%)"
      ],
      failures: failures,
      counts: [
        CountFigure(name: "bytes per list selection, median", value: Double(median)),
        CountFigure(name: "bytes of the whole page", value: Double(pageBytes)),
        CountFigure(
          name: "bytes per list selection over the whole page", value: share,
          baseline: "bytes of the whole page", ratio: share),
      ])
  }
}
