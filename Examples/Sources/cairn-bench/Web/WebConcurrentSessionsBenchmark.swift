import BrowserTestSupport
import CairnWeb
import CairnWebServer
import Foundation

/// Web benchmark 4: many sessions at once. `sessions` pages of the Project Manager's board,
/// each its own socket and session on one in-process server, each on a thread of its own
/// clicking through the board with its keys (next column, down, open a card's form, close it,
/// up, back a column), each key timed until its patch is back.
///
/// Two runs: people, who press a key on average every ``pause`` (spaced at random, 4 keys a
/// second, faster than anyone clicks through a board: the target's figure), and saturation,
/// where each page presses its next key the moment its patch arrives (what the server answers
/// per second at most; its latency is then only the queue, `sessions` / throughput). The
/// baseline is one page alone. The load generators share the 2 cores with the server and its
/// SQLite: the figures are an upper bound. Target: p99 ≤ 50 ms with 200 sessions.
struct WebConcurrentSessionsBenchmark: Benchmark {
  /// Pages at once.
  var sessions = 200
  /// Events each page sends.
  var eventsPerSession = 40
  /// Works on the board.
  var works = 60
  /// The mean time between one person's keys.
  var pause = Duration.milliseconds(250)

  let title = "Web: concurrent sessions"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: WebBoardFixture
    let server: WebAppServer
    do {
      fixture = try await WebBoardFixture.make(works: works)
      server = try await WebAppServer.start(
        apps: [fixture.app], title: "Bench", port: 0, version: "bench",
        limits: WebSessionLimits(maxSessions: sessions * 3))
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer { fixture.remove() }
    let port = server.url.port ?? 0
    let report: BenchmarkReport
    do {
      let alone = try await Self.drive(
        pages: 1, events: eventsPerSession * 4, pause: nil, port: port)
      let paced = try await Self.drive(
        pages: sessions, events: eventsPerSession, pause: pause, port: port)
      let clock = ContinuousClock()
      let start = clock.now
      let saturated = try await Self.drive(
        pages: sessions, events: eventsPerSession, pause: nil, port: port)
      let seconds = Double(start.duration(to: clock.now).nanoseconds) / 1e9
      report = summary(
        alone: alone, paced: paced, saturated: saturated,
        throughput: Double(saturated.count) / max(seconds, 1e-9))
    } catch {
      report = .setupFailed(title: title, error: error)
    }
    await server.stop()
    return report
  }

  private func summary(
    alone: [Duration], paced: [Duration], saturated: [Duration], throughput: Double
  ) -> BenchmarkReport {
    let baseline = Measurement(label: "one session alone", operations: 1, samples: alone)
    let milliseconds = Double(pause.nanoseconds) / 1e6
    let people = Measurement(
      label: "each of \(Format.count(sessions)) sessions, a key every \(Int(milliseconds)) ms",
      operations: 1, samples: paced)
    let flat = Measurement(
      label: "each of \(Format.count(sessions)) sessions, no pause (saturation)", operations: 1,
      samples: saturated)
    let p99 = Self.p99(paced)
    var failures: [String] = []
    let expected = sessions * eventsPerSession
    if paced.count != expected { failures.append("\(paced.count) of \(expected) events answered") }
    if saturated.count != expected {
      failures.append("\(saturated.count) of \(expected) events answered without pauses")
    }
    return BenchmarkReport(
      title:
        "\(title) (\(Format.count(sessions)) sessions, a board of \(Format.count(works)) works)",
      baseline: baseline, baselineName: "alone", measurements: [people, flat],
      notes: [
        "event → patch with \(Format.count(sessions)) sessions pressing a key every "
          + "\(Int(milliseconds)) ms on average: p99 " + String(format: "%.2f ms", p99 / 1e6)
          + " (target ≤ 50 ms); alone: p99 " + String(format: "%.2f ms", Self.p99(alone) / 1e6),
        "saturation: " + String(format: "%.0f", throughput) + " events/s answered, p99 "
          + String(format: "%.2f ms", Self.p99(saturated) / 1e6),
      ],
      failures: failures,
      counts: [
        CountFigure(name: "event → patch with all sessions at once, p99 ms", value: p99 / 1e6),
        CountFigure(
          name: "event → patch with all sessions at once, no pause, p99 ms",
          value: Self.p99(saturated) / 1e6),
        CountFigure(name: "events answered per second at saturation", value: throughput),
      ]
    )
  }

  private static func p99(_ samples: [Duration]) -> Double {
    let sorted = samples.map(\.nanoseconds).sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((0.99 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// Opens `pages` pages, then lets each press `events` keys on a thread of its own, after a
  /// random pause of `pause` on average before each (none when nil); answers every event's
  /// time, from the key to its patch.
  private static func drive(pages: Int, events: Int, pause: Duration?, port: Int) async throws
    -> [Duration]
  {
    var opened: [SocketPage] = []
    for _ in 0..<pages { opened.append(try await SocketPage.open(port: port, path: "/pm/")) }
    let keys = ["l", "j", "Enter", "Escape", "k", "h"]
    let mean = pause.map { Double($0.nanoseconds) / 1e9 }
    return await withTaskGroup(of: [Duration].self) { group in
      for page in opened {
        group.addTask {
          await withCheckedContinuation { continuation in
            Thread {
              let clock = ContinuousClock()
              var times: [Duration] = []
              for index in 0..<events {
                if let mean {
                  // A person's pace, not a wait for something: exponential gaps, capped.
                  let gap = -log(Double.random(in: Double.ulpOfOne..<1)) * mean
                  Thread.sleep(forTimeInterval: min(gap, mean * 4))
                }
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
