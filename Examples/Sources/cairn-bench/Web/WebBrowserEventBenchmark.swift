import BrowserTestSupport
import CairnWeb
import CairnWebServer
import Foundation

/// Web benchmark 3: one event in a real browser, from the key pressed in a headless Chromium to
/// the patch applied to its page (the client script's `cairn:applied` event), over loopback:
/// the socket up, the session, the diff, the socket down, the morph. Timed in the page with
/// `performance.now()`. The baseline is the same page fetching a small fixed file from the same
/// server (an HTTP round trip on loopback). Target: p99 ≤ 16 ms for one session.
struct WebBrowserEventBenchmark: Benchmark {
  /// Events timed.
  var events = 400
  /// Todos in the list.
  var todos = 300

  let title = "Web: event → patch applied in Chromium"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: WebTodoFixture
    do {
      fixture = try await WebTodoFixture.make(todos: todos)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer { fixture.remove() }
    let server: WebAppServer
    do {
      server = try await WebAppServer.start(
        apps: [fixture.app], title: "Bench", port: 0, version: "bench")
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let driver: ChromeDriver
    do {
      driver = try await ChromeDriver.start()
    } catch {
      await server.stop()
      return .setupFailed(title: title, error: error)
    }
    defer { driver.stop() }
    let report: BenchmarkReport
    do {
      let browser = try await driver.openBrowser()
      report = try await measure(in: browser, at: server.url.appending(path: "todo/"))
      await browser.close()
    } catch {
      report = .setupFailed(title: title, error: error)
    }
    await server.stop()
    return report
  }

  private func measure(in browser: BrowserSession, at url: URL) async throws -> BenchmarkReport {
    try await browser.open(url)
    let rows = "document.querySelectorAll('.todo').length >= \(todos)"
    guard try await browser.waitUntil("document.body.classList.contains('live') && \(rows)")
    else {
      return .setupFailed(title: title, error: WebDriverError(code: "timeout", message: rows))
    }
    let count = events
    // Warm up: the first events compile the script's paths and fill the socket's buffers.
    _ = try await browser.runAsync(Self.keyScript, [min(20, count)])
    let fetched = try await browser.runAsync(Self.fetchScript, [count, WebAssets.scriptPath])
      .numbers
    let applied = try await browser.runAsync(Self.keyScript, [count]).numbers
    let baseline = Self.measurement("fetch of the client script (HTTP on loopback)", fetched)
    let event = Self.measurement("key j → socket → session → patch → applied", applied)
    let p99 = Self.percentile(0.99, of: applied)
    var failures: [String] = []
    if applied.count != count { failures.append("\(applied.count) of \(count) events applied") }
    return BenchmarkReport(
      title: "\(title) (\(Format.count(todos)) todos, one session)", baseline: baseline,
      baselineName: "fetch", measurements: [event],
      notes: [
        "event → patch applied: p50 \(Self.milliseconds(Self.percentile(0.5, of: applied))), "
          + "p99 \(Self.milliseconds(p99)) (target p99 ≤ 16 ms)"
      ],
      failures: failures,
      counts: [CountFigure(name: "event → patch applied, p99 ms", value: p99)])
  }

  private static func measurement(_ label: String, _ milliseconds: [Double]) -> Measurement {
    Measurement(
      label: label, operations: 1,
      samples: milliseconds.map { .nanoseconds(Int64(($0 * 1_000_000).rounded())) })
  }

  private static func percentile(_ fraction: Double, of values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  private static func milliseconds(_ value: Double) -> String {
    String(format: "%.2f ms", value)
  }

  /// Presses `j` (and `k` every seventh time) `arguments[0]` times, each once the previous
  /// patch was applied; answers the times, in milliseconds.
  private static let keyScript = """
    const count = arguments[0];
    const done = arguments[arguments.length - 1];
    const times = [];
    function next() {
      if (times.length >= count) { done(times); return; }
      const key = times.length % 7 === 6 ? "k" : "j";
      const start = performance.now();
      const applied = () => {
        document.removeEventListener("cairn:applied", applied);
        times.push(performance.now() - start);
        setTimeout(next, 0);
      };
      document.addEventListener("cairn:applied", applied);
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true }));
    }
    next();
    """

  /// Fetches `arguments[1]` `arguments[0]` times, one after the other; answers the times.
  private static let fetchScript = """
    const [count, path] = arguments;
    const done = arguments[arguments.length - 1];
    (async () => {
      const times = [];
      for (let index = 0; index < count; index += 1) {
        const start = performance.now();
        const answer = await fetch(path, { cache: "no-store" });
        await answer.arrayBuffer();
        times.push(performance.now() - start);
      }
      done(times);
    })();
    """
}
