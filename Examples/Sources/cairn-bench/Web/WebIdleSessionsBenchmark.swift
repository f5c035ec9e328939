import CairnNavigation
import CairnWeb
import Foundation

/// Web benchmark 2: what an idle browser tab costs the server. Opens 1,000 sessions of the
/// TodoList (each its own navigator, coordinators and view models, its page rendered once, as
/// a tab that loaded and went quiet) and reads the process's resident memory before and after;
/// the baseline opens as many bare app instances (navigator and coordinators, no session).
/// Target: at most 100 KB per idle session.
struct WebIdleSessionsBenchmark: Benchmark {
  /// Sessions opened.
  var sessions = 1_000
  /// Todos in the list each session shows.
  var todos = 20

  let title = "Web: idle sessions"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: WebTodoFixture
    do {
      fixture = try await WebTodoFixture.make(todos: todos)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer { fixture.remove() }
    let count = sessions
    // One run each, with no warm-up, sessions first: the growth of resident memory is only
    // real on a first run (a second would reuse what the first freed).
    var firstRun = harness
    firstRun.warmUps = 0
    var sessionBytes = 0
    var store = WebSessionStore(app: fixture.app, limits: WebSessionLimits(maxSessions: count))
    let opened = await firstRun.measure(
      "\(Format.count(count)) sessions opened and rendered", operations: count, timedRuns: 1
    ) {
      store.endAll()
      store = WebSessionStore(app: fixture.app, limits: WebSessionLimits(maxSessions: count))
      let before = ResidentMemory.current() ?? 0
      for index in 0..<count {
        let session = await store.open(address: "/todo/", for: "browser-\(index)")
        blackHole(session.pageHTML().utf8.count)
      }
      // Let every list finish loading, as an idle tab's has.
      for _ in 0..<100 { await Task.yield() }
      sessionBytes = (ResidentMemory.current() ?? 0) - before
    }
    let live = store.count
    store.endAll()

    var bareBytes = 0
    var runs: [WebAppRun] = []
    let bare = await firstRun.measure(
      "\(Format.count(count)) bare app instances started", operations: count, timedRuns: 1
    ) {
      for run in runs { run.stop() }
      runs.removeAll()
      let before = ResidentMemory.current() ?? 0
      for _ in 0..<count { runs.append(fixture.app.start()) }
      bareBytes = (ResidentMemory.current() ?? 0) - before
    }
    for run in runs { run.stop() }
    runs.removeAll()

    let perSession = Double(sessionBytes) / Double(max(count, 1))
    let perBare = Double(bareBytes) / Double(max(count, 1))
    var failures: [String] = []
    if live != count { failures.append("\(live) sessions live, \(count) opened") }
    return BenchmarkReport(
      title: "\(title) (\(Format.count(count)), a TodoList of \(todos) todos each)",
      baseline: bare, baselineName: "bare-instance", measurements: [opened],
      notes: [
        "resident memory per idle session: \(Format.count(Int(perSession / 1024))) KB "
          + "(target ≤ 100 KB); per bare app instance: \(Format.count(Int(perBare / 1024))) KB"
      ],
      failures: failures,
      counts: [
        CountFigure(name: "resident bytes per idle session", value: perSession),
        CountFigure(name: "resident bytes per bare app instance", value: perBare),
      ])
  }
}
