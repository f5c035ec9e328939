import ExampleSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process whose standard output the test reads line by line, optionally fed on its
/// standard input: `cairn-apps serve`, or a writer the crash test kills. Every wait is bounded.
package final class ChildProcess: @unchecked Sendable {
  // @unchecked Sendable: used by one test at a time; `exited` only guards a double reap.
  /// The process id.
  package let pid: pid_t
  private let output: Int32
  private var input: Int32?
  private var pending: [UInt8] = []
  private var exited = false

  /// Starts `arguments`; with `feedsInput`, its standard input is a pipe written by
  /// ``write(_:)``, else `/dev/null`.
  package init(_ arguments: [String], feedsInput: Bool = false) throws(SubprocessError) {
    let pipe = try Subprocess.makePipe()
    let stdin: (read: Int32, write: Int32)?
    do {
      stdin = feedsInput ? try Subprocess.makePipe() : nil
      pid = try Subprocess.spawn(
        arguments, removingEnvironment: [], standardInput: stdin?.read,
        standardOutput: pipe.write, standardError: nil)
    } catch {
      Subprocess.closeAll(pipe.read, pipe.write)
      throw error
    }
    Subprocess.closeAll(pipe.write)
    if let stdin { Subprocess.closeAll(stdin.read) }
    output = pipe.read
    input = stdin?.write
  }

  /// Writes `text` to the child's standard input; false once the child stopped reading.
  @discardableResult
  package func write(_ text: String) -> Bool {
    guard let input else { return false }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(input, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Closes the child's standard input (it reads end of file).
  package func closeInput() {
    if let input { Subprocess.closeAll(input) }
    input = nil
  }

  /// Reads until a line satisfies `matches` and returns it; nil at the end of the output or
  /// when nothing arrives for `silence`.
  ///
  /// It waits on a thread of its own, never on the concurrency pool: a test that blocked a pool
  /// thread while `cairn-apps serve` started (seconds on a loaded machine) stalled every
  /// in-process server of the other tests running beside it, whose handlers need the pool.
  package func readLine(
    silence: Duration = .seconds(30), where matches: @escaping @Sendable (String) -> Bool
  ) async -> String? {
    await offThePool { self.blockingReadLine(silence: silence, where: matches) }
  }

  /// ``readLine(silence:where:)`` on the calling thread, for code already off the pool (a
  /// thread that drains a child's output).
  package func blockingReadLine(silence: Duration = .seconds(30), where matches: (String) -> Bool)
    -> String?
  {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        if matches(line) { return line }
      }
      var watched = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, ProcessExitWatch.milliseconds(until: .now + silence))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return nil }
      let count = read(output, &buffer, buffer.count)
      guard count > 0 else { return nil }
      pending += buffer[0..<count]
    }
  }

  /// Sends `signal` to the process; 0 when delivered.
  package func signal(_ signal: Int32) -> Int32 {
    Glibc.kill(pid, signal)
  }

  /// Waits for the process to end, on a thread of its own: its exit status, or 128 + the signal
  /// that killed it.
  /// - Throws: ``SubprocessError/timedOut(command:limit:output:stacks:)`` (with its threads'
  ///   stacks) when it still runs after `timeout`; it is then killed.
  package func waitForExit(timeout: Duration = .seconds(30)) async throws(SubprocessError)
    -> Int32
  {
    try await offThePool { () throws(SubprocessError) in
      try self.blockingWaitForExit(timeout: timeout)
    }
  }

  private func blockingWaitForExit(timeout: Duration) throws(SubprocessError) -> Int32 {
    if let status = Subprocess.waitForExit(pid, until: .now + timeout) {
      exited = true
      return status
    }
    let stacks = StackDump.threads(ofProcess: pid)
    kill()
    throw .timedOut(command: "process \(pid)", limit: timeout, output: "", stacks: stacks)
  }

  /// Kills and reaps the process if it is still running, and closes the pipe.
  package func kill() {
    if !exited {
      _ = Glibc.kill(pid, SIGKILL)
      _ = Subprocess.waitForExit(pid, until: .now + .seconds(10))
      exited = true
    }
    closeInput()
    Subprocess.closeAll(output)
  }
}
