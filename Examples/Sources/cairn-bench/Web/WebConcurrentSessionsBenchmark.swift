import BrowserTestSupport
import CairnWeb
import CairnWebServer
import Foundation

/// Web benchmark 4: many sessions at once. `sessions` pages of the Project Manager's board,
/// each its own socket and session on one in-process server, each on a thread of its own
/// clicking through the board with its keys (next column, down, open a card's form, close it,
/// up, back a column) one after the other, each until its patch is back; the baseline is one
/// page doing the same alone. Times every event, so the p99 is over all of them. The load
/// generators share the 2 cores with the server: the figures are an upper bound. Target: p99
/// ≤ 50 ms with 200 sessions.
struct WebConcurrentSessionsBenchmark: Benchmark {
  /// Pages at once.
  var sessions = 200
  /// Events each page sends.
  var eventsPerSession = 40
  /// Works on the board.
  var works = 60

  let title = "Web: concurrent sessions"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: WebBoardFixture
    let server: WebAppServer
    do {
      fixture = try await WebBoardFixture.make(works: works)
      server = try await WebAppServer.start(
        apps: [fixture.app], title: "Bench", port: 0, version: "bench",
        limits: WebSessionLimits(maxSessions: sessions * 2))
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer { fixture.remove() }
    let port = server.url.port ?? 0
    let report: BenchmarkReport
    do {
      let alone = try await Self.drive(pages: 1, events: eventsPerSession * 4, port: port)
      let together = try await Self.drive(pages: sessions, events: eventsPerSession, port: port)
      report = summary(alone: alone, together: together)
    } catch {
      report = .setupFailed(title: title, error: error)
    }
    await server.stop()
    return report
  }

  private func summary(alone: [Duration], together: [Duration]) -> BenchmarkReport {
    let baseline = Measurement(label: "one session alone", operations: 1, samples: alone)
    let loaded = Measurement(
      label: "each of \(Format.count(sessions)) sessions at once", operations: 1,
      samples: together)
    let p99 = Self.p99(together)
    var failures: [String] = []
    if together.count != sessions * eventsPerSession {
      failures.append("\(together.count) of \(sessions * eventsPerSession) events answered")
    }
    return BenchmarkReport(
      title:
        "\(title) (\(Format.count(sessions)) sessions, a board of \(Format.count(works)) works)",
      baseline: baseline, baselineName: "alone", measurements: [loaded],
      notes: [
        "event → patch with \(Format.count(sessions)) sessions: p99 "
          + String(format: "%.2f ms", p99 / 1e6)
          + " (target ≤ 50 ms); alone: p99 " + String(format: "%.2f ms", Self.p99(alone) / 1e6)
      ],
      failures: failures,
      counts: [
        CountFigure(name: "event → patch with all sessions at once, p99 ms", value: p99 / 1e6)
      ]
    )
  }

  private static func p99(_ samples: [Duration]) -> Double {
    let sorted = samples.map(\.nanoseconds).sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((0.99 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// Opens `pages` pages, then lets each press `events` keys on a thread of its own; answers
  /// every event's time.
  private static func drive(pages: Int, events: Int, port: Int) async throws -> [Duration] {
    var opened: [SocketPage] = []
    for _ in 0..<pages { opened.append(try await SocketPage.open(port: port, path: "/pm/")) }
    let keys = ["l", "j", "Enter", "Escape", "k", "h"]
    return await withTaskGroup(of: [Duration].self) { group in
      for page in opened {
        group.addTask {
          await withCheckedContinuation { continuation in
            Thread {
              let clock = ContinuousClock()
              var times: [Duration] = []
              for index in 0..<events {
                let start = clock.now
                guard page.pressBlocking(keys[index % keys.count]) else { break }
                times.append(start.duration(to: clock.now))
              }
              continuation.resume(returning: times)
            }.start()
          }
        }
      }
      var all: [Duration] = []
      for await times in group { all += times }
      return all
    }
  }
}
