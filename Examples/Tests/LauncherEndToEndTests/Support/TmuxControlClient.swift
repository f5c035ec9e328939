import Foundation
import ProcessTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A tmux control-mode client (`tmux -C attach-session`) used only as an event source.
///
/// tmux tells a control client about every change it makes: `%output` whenever the program
/// writes to its terminal, `%layout-change` on a resize, `%exit` when the client goes away and
/// so on. A thread of its own reads those lines and fires `changes` for each one, so a waiter
/// re-examines the screen exactly when it may have changed, with no polling.
// @unchecked Sendable: every mutable field is guarded by an NSLock (Mutex trips TSan here).
final class TmuxControlClient: @unchecked Sendable {
  /// Fired for every line tmux sends; ended when the client's output ends.
  let changes = ChangeSignal()
  /// The write end of the client's standard input; closing it detaches the client.
  private let input: Int32
  /// Guards `attached`, `stopped` and `recentLines`.
  private let lock = NSLock()
  /// Whether tmux has confirmed the attachment (`%session-changed`).
  private var attached = false
  /// Whether `stop()` ran.
  private var stopped = false
  /// The last few lines other than `%output`, for error messages.
  private var recentLines: [String] = []

  /// Starts `tmux <tmuxArguments> -C attach-session -t <session>` and begins reading its
  /// notifications on a thread of its own, which also reaps the client when it ends.
  init(tmuxArguments: [String], session: String) throws {
    let toClient = try Subprocess.makePipe()
    let fromClient: (read: Int32, write: Int32)
    do { fromClient = try Subprocess.makePipe() } catch {
      Subprocess.closeAll(toClient.read, toClient.write)
      throw error
    }
    let pid: pid_t
    do {
      pid = try Subprocess.spawn(
        ["tmux"] + tmuxArguments + ["-C", "attach-session", "-t", session],
        removingEnvironment: TmuxSession.outerTmuxVariables, standardInput: toClient.read,
        standardOutput: fromClient.write, standardError: fromClient.write)
    } catch {
      Subprocess.closeAll(toClient.read, toClient.write, fromClient.read, fromClient.write)
      throw error
    }
    Subprocess.closeAll(toClient.read, fromClient.write)
    input = toClient.write
    let output = fromClient.read
    let reader = Thread { [self] in
      readLines(from: output)
      Subprocess.closeAll(output)
      _ = Subprocess.waitForExit(pid, until: .now + .seconds(30))
      changes.end()
    }
    reader.name = "tmux control client \(session)"
    reader.start()
  }

  /// Detaches the client if `stop()` was not called.
  deinit { stop() }

  /// Whether tmux has confirmed the attachment.
  var isAttached: Bool { lock.withLock { attached } }

  /// The last lines tmux sent other than `%output`, for diagnostics.
  var recentNotifications: [String] { lock.withLock { recentLines } }

  /// Detaches the client by closing its input; tmux then ends it. Safe to call repeatedly.
  func stop() {
    let wasStopped = lock.withLock {
      defer { stopped = true }
      return stopped
    }
    guard !wasStopped else { return }
    Subprocess.closeAll(input)
  }

  /// Reads `descriptor` line by line until it ends, firing `changes` for each line.
  private func readLines(from descriptor: Int32) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      pending += buffer[0..<count]
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        record(String(decoding: pending[..<newline], as: UTF8.self))
        pending.removeSubrange(...newline)
        changes.fire()
      }
    }
  }

  /// Notes an attachment confirmation and keeps non-output lines for diagnostics.
  private func record(_ line: String) {
    guard !line.hasPrefix("%output ") else { return }
    lock.withLock {
      if line.hasPrefix("%session-changed ") { attached = true }
      recentLines.append(line)
      if recentLines.count > 20 { recentLines.removeFirst() }
    }
  }
}
