import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Watches, from a thread of its own, that the threads running the tests' async code keep
/// running: once a second it starts a task and waits for it to run. When none ran for
/// ``threshold``, every thread's stack of this process goes to standard error, once per stall —
/// the evidence of what held the pool (a blocking call on it stalls every test and the servers
/// in this process; see `Docs/Testing.md`) — or that the machine gave it no time, which the
/// stacks tell apart: threads inside a blocking call, or busy computing. It fails nothing: the
/// bounded waits do that.
///
/// Started by the first child process a test spawns (``Subprocess/spawn(_:removingEnvironment:standardInput:standardOutput:standardError:)``),
/// so it runs in every test process that starts a server, tmux or the launcher.
package enum PoolStallWatch {
  /// How long no task may run before the stacks are printed.
  package static let threshold: Duration = .seconds(10)

  /// Starts the watch once per process; later calls do nothing.
  package static func start() {
    _ = started
  }

  private static let started: Void = {
    let watcher = Thread { watch() }
    watcher.name = "pool stall watch"
    watcher.start()
  }()

  private static func watch() {
    let period = NSCondition()
    while true {
      let probe = Probe()
      Task.detached { probe.ran() }
      if !probe.wait(upTo: threshold) {
        report()
        probe.waitForever()
      }
      // The watch's period, not a wait for a result: the condition is never signalled.
      period.lock()
      _ = period.wait(until: Date(timeIntervalSinceNow: 1))
      period.unlock()
    }
  }

  /// Prints the stacks to standard error, through a file: gdb stops every thread of this
  /// process, the reader of a pipe included, so its output must not go to a pipe.
  private static func report() {
    let file = FileManager.default.temporaryDirectory
      .appending(path: "cairn-pool-stall-\(getpid())-\(UUID().uuidString).txt")
    let path = file.path(percentEncoded: false)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { unlink(path) }
    let gdb = [
      "gdb", "-p", "\(getpid())", "-batch", "-nx", "-ex", "set pagination off",
      "-ex", "thread apply all bt",
    ]
    let pid = try? Subprocess.spawn(
      gdb, removingEnvironment: [], standardInput: nil, standardOutput: descriptor,
      standardError: descriptor)
    close(descriptor)
    let status = pid.flatMap { Subprocess.waitForExit($0, until: .now + .seconds(60)) }
    let stacks = ((try? String(contentsOf: file, encoding: .utf8)) ?? "")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("[New LWP") }
      .joined(separator: "\n")
    let header =
      "pool stall watch: no task of this process ran for \(threshold) "
      + "(gdb \(status.map { "exit \($0)" } ?? "did not finish")); every thread's stack:\n"
    FileHandle.standardError.write(Data((header + stacks + "\n").utf8))
  }
}

/// One probe: a task signals it when it runs; the watch waits for it.
private final class Probe: @unchecked Sendable {
  // @unchecked Sendable: `hasRun` is guarded by `condition`.
  private let condition = NSCondition()
  private var hasRun = false

  func ran() {
    condition.lock()
    hasRun = true
    condition.broadcast()
    condition.unlock()
  }

  /// True once the task ran, false if `limit` passed first.
  func wait(upTo limit: Duration) -> Bool {
    let seconds = Double(limit.components.seconds)
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while !hasRun {
      guard condition.wait(until: deadline) else { return hasRun }
    }
    return true
  }

  /// Waits until the task ran (the stall ended), however long.
  func waitForever() {
    condition.lock()
    defer { condition.unlock() }
    while !hasRun { condition.wait() }
  }
}
