import CairnNetworking
import Foundation

/// Where a stress run is: its stage and every call still in flight, so that a run that does
/// not end can say what it waits for (``report()``, printed on SIGQUIT by ``StressReportSignal``).
final class StressProgress: @unchecked Sendable {
  // @unchecked Sendable: every stored property is only touched while holding `lock`.

  /// One call in flight, as its caller sees it.
  private struct Call {
    let name: String
    let since: ContinuousClock.Instant
    var state: String
  }

  private let lock = NSLock()
  private var stage = "starting the server"
  private var stageSince = ContinuousClock.now
  private var calls: [UInt64: Call] = [:]
  private var lastID: UInt64 = 0
  private var started = 0
  private var ended = 0

  /// Records that the run enters `stage`.
  func enter(_ stage: String) {
    lock.withLock {
      self.stage = stage
      stageSince = .now
    }
  }

  /// Records a call that begins, named `name`, in `state`; returns its id.
  func begin(_ name: String, _ state: String) -> UInt64 {
    lock.withLock {
      lastID += 1
      started += 1
      calls[lastID] = Call(name: name, since: .now, state: state)
      return lastID
    }
  }

  /// Records that call `id` is now in `state`.
  func update(_ id: UInt64, _ state: String) {
    lock.withLock { calls[id]?.state = state }
  }

  /// Records that call `id` ended.
  func end(_ id: UInt64) {
    lock.withLock {
      if calls.removeValue(forKey: id) != nil { ended += 1 }
    }
  }

  /// The stage, every call in flight with its age and state, and every request the toolkit
  /// still waits for (``NetworkActivity``).
  func report() -> String {
    let now = ContinuousClock.now
    let (stage, stageSince, calls, started, ended) = lock.withLock {
      (self.stage, self.stageSince, self.calls, self.started, self.ended)
    }
    var lines = [
      "cairn-stress: in stage \"\(stage)\" for \(seconds(stageSince.duration(to: now))); "
        + "\(started) calls started, \(ended) ended, \(calls.count) in flight"
    ]
    for (_, call) in calls.sorted(by: { $0.key < $1.key }) {
      lines.append("  \(seconds(call.since.duration(to: now))) \(call.name): \(call.state)")
    }
    lines.append("requests the toolkit waits for (NetworkActivity):")
    lines.append(
      contentsOf: NetworkActivity.report(now: now).split(separator: "\n").map { "  \($0)" })
    return lines.joined(separator: "\n") + "\n"
  }

  private func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return String(format: "%.1f s", Double(whole) + Double(fraction) / 1e18)
  }
}
