import ExampleSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a finished helper program printed and how it ended.
package struct SubprocessResult: Sendable {
  /// The exit status, or 128 + the signal's number when a signal killed it.
  package var status: Int32
  /// Everything it wrote to standard output, decoded as UTF-8.
  package var output: String
  /// Everything it wrote to standard error, decoded as UTF-8.
  package var errorOutput: String
}

/// Starts helper programs (tmux, `stty`, the launcher, the stress run) with `posix_spawnp` and
/// waits for them, each wait bounded.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit()` hung for good when several tests
/// ran tmux at once. Here every pipe is close-on-exec and the child closes all descriptors above
/// 2, so a tmux server (which outlives the client that forked it) never holds a pipe of this
/// process or of the test runner open; the child also starts with no blocked signals and
/// default handlers, whatever the spawning thread had.
package enum Subprocess {
  /// Runs `arguments` (the program is looked up in `PATH`) with standard input from
  /// `/dev/null`, collects both outputs and waits for it to exit.
  ///
  /// - Parameters:
  ///   - arguments: the program name followed by its arguments.
  ///   - timeout: how long it may run; then it is killed and the call throws
  ///     ``SubprocessError/timedOut(command:limit:output:stacks:)``.
  ///   - capturesStacksOnTimeout: when it runs out of time, print every thread's stack (gdb)
  ///     into the error before killing it.
  ///   - removingEnvironment: variables that the child must not inherit.
  ///   - holdsInputOpen: give the child a pipe as standard input, whose writing end this
  ///     process keeps open (writing nothing) until the child ends. A child that stops at end
  ///     of input then stops when this process dies, instead of running on as an orphan.
  ///   - reportSignal: when it runs out of time, first send it this signal (a program that
  ///     prints where it is on SIGQUIT, say) and collect what it prints for up to five more
  ///     seconds.
  package static func run(
    _ arguments: [String], timeout: Duration = .seconds(60),
    capturesStacksOnTimeout: Bool = false, removingEnvironment: Set<String> = [],
    holdsInputOpen: Bool = false, reportSignal: Int32? = nil
  ) throws(SubprocessError) -> SubprocessResult {
    let deadline = ContinuousClock.now + timeout
    let output = try makePipe()
    let errors: (read: Int32, write: Int32)
    let input: (read: Int32, write: Int32)?
    do {
      errors = try makePipe()
    } catch {
      closeAll(output.read, output.write)
      throw error
    }
    do {
      input = holdsInputOpen ? try makePipe() : nil
    } catch {
      closeAll(output.read, output.write, errors.read, errors.write)
      throw error
    }
    let pid: pid_t
    do {
      pid = try spawn(
        arguments, removingEnvironment: removingEnvironment,
        standardInput: input?.read, standardOutput: output.write, standardError: errors.write)
    } catch {
      closeAll(output.read, output.write, errors.read, errors.write)
      if let input { closeAll(input.read, input.write) }
      throw error
    }
    closeAll(output.write, errors.write)
    if let input { closeAll(input.read) }
    defer { if let input { closeAll(input.write) } }
    var drained = drain(output.read, errors.read, until: deadline)
    if !drained.isComplete, let reportSignal {
      kill(pid, reportSignal)
      let report = drain(output.read, errors.read, until: .now + .seconds(5))
      drained.output += report.output
      drained.errorOutput += report.errorOutput
    }
    closeAll(output.read, errors.read)
    let status = drained.isComplete ? waitForExit(pid, until: deadline) : nil
    guard let status else {
      let stacks = capturesStacksOnTimeout ? StackDump.threads(ofProcess: pid) : nil
      kill(pid, SIGKILL)
      _ = waitForExit(pid, until: .now + .seconds(10))
      throw .timedOut(
        command: arguments.joined(separator: " "), limit: timeout,
        output: String(decoding: drained.output + drained.errorOutput, as: UTF8.self),
        stacks: stacks)
    }
    return SubprocessResult(
      status: status,
      output: String(decoding: drained.output, as: UTF8.self),
      errorOutput: String(decoding: drained.errorOutput, as: UTF8.self))
  }

  /// The same run, waited for on a thread of its own, which async code calls: a blocking wait
  /// must never hold one of the few threads that run every test's async code (as many as the
  /// machine has cores). Two such waits stall every other test — and deadlock a test whose
  /// child talks to a server in the test process, whose handlers need those threads too.
  package static func run(
    _ arguments: [String], timeout: Duration = .seconds(60),
    capturesStacksOnTimeout: Bool = false, removingEnvironment: Set<String> = [],
    holdsInputOpen: Bool = false, reportSignal: Int32? = nil
  ) async throws(SubprocessError) -> SubprocessResult {
    try await offThePool { () throws(SubprocessError) in
      try run(
        arguments, timeout: timeout, capturesStacksOnTimeout: capturesStacksOnTimeout,
        removingEnvironment: removingEnvironment, holdsInputOpen: holdsInputOpen,
        reportSignal: reportSignal)
    }
  }

  /// Starts `arguments` with the given descriptors as its standard streams (`nil` means
  /// `/dev/null`) and returns its process id; the caller must reap it with
  /// ``waitForExit(_:until:)``.
  package static func spawn(
    _ arguments: [String], removingEnvironment: Set<String>,
    standardInput: Int32?, standardOutput: Int32?, standardError: Int32?
  ) throws(SubprocessError) -> pid_t {
    PoolStallWatch.start()
    #if canImport(Glibc)
      guard let program = arguments.first else { throw .failed("spawn: no program") }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      let streams = [standardInput, standardOutput, standardError]
      for (target, source) in streams.enumerated() {
        if let source {
          posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        } else {
          let mode = target == 0 ? O_RDONLY : O_WRONLY
          posix_spawn_file_actions_addopen(&actions, Int32(target), "/dev/null", mode, 0)
        }
      }
      if let closeFrom = GNUFunctions.closeFrom { _ = closeFrom(&actions, 3) }

      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var noSignals = sigset_t()
      sigemptyset(&noSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      for signal in [
        SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU,
        SIGWINCH, SIGUSR1, SIGUSR2,
      ] {
        sigaddset(&defaults, signal)
      }
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

      let environment = ProcessInfo.processInfo.environment
        .filter { !removingEnvironment.contains($0.key) }
        .map { "\($0.key)=\($0.value)" }
      let argv = arguments.map { strdup($0) } + [nil]
      let envp = environment.map { strdup($0) } + [nil]
      defer { for pointer in argv + envp { free(pointer) } }
      var pid: pid_t = 0
      let error = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
      guard error == 0 else {
        throw .failed("spawn \(program): \(String(cString: strerror(error)))")
      }
      return pid
    #else
      throw .failed("spawn: only implemented for Linux")
    #endif
  }

  /// Waits for the child `pid` to end and returns its exit status (128 + signal if killed);
  /// `nil` if it is still running at `deadline` (it is left running).
  package static func waitForExit(_ pid: pid_t, until deadline: ContinuousClock.Instant)
    -> Int32?
  {
    guard ProcessExitWatch.waitUntilExited(pid, deadline: deadline) else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return -1 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// A new pipe whose ends are both close-on-exec.
  package static func makePipe() throws(SubprocessError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    if let pipe2 = GNUFunctions.pipe2 {
      guard pipe2(&ends, O_CLOEXEC) == 0 else { throw .failed("pipe2: errno \(errno)") }
    } else {
      guard pipe(&ends) == 0 else { throw .failed("pipe: errno \(errno)") }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    return (ends[0], ends[1])
  }

  /// Closes every descriptor in `descriptors`.
  package static func closeAll(_ descriptors: Int32...) {
    for descriptor in descriptors { close(descriptor) }
  }

  /// What ``drain(_:_:until:)`` read, and whether both descriptors reached their end.
  private struct Drained {
    var output: [UInt8] = []
    var errorOutput: [UInt8] = []
    var isComplete = false
  }

  /// Reads both descriptors until each reaches its end or `deadline` passes.
  private static func drain(
    _ first: Int32, _ second: Int32, until deadline: ContinuousClock.Instant
  )
    -> Drained
  {
    var watched = [first, second].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var collected: [[UInt8]] = [[], []]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while watched.contains(where: { $0.fd >= 0 }) {
      let remaining = ProcessExitWatch.milliseconds(until: deadline)
      guard remaining > 0 else {
        return Drained(output: collected[0], errorOutput: collected[1], isComplete: false)
      }
      let ready = poll(&watched, nfds_t(watched.count), remaining)
      guard ready >= 0 else {
        if errno == EINTR { continue }
        break
      }
      for index in watched.indices where watched[index].fd >= 0 && watched[index].revents != 0 {
        let count = read(watched[index].fd, &buffer, buffer.count)
        if count > 0 {
          collected[index] += buffer[0..<count]
        } else if count == 0 || errno != EINTR {
          watched[index].fd = -1
        }
      }
    }
    return Drained(output: collected[0], errorOutput: collected[1], isComplete: true)
  }
}

/// A helper program could not be started, or did not finish in time.
package enum SubprocessError: Error, CustomStringConvertible {
  /// A system call failed.
  case failed(String)
  /// The program was still running after `limit`; it was killed. `output` is what it printed
  /// so far; `stacks` every thread's stack when they were asked for.
  case timedOut(command: String, limit: Duration, output: String, stacks: String?)

  package var description: String {
    switch self {
    case .failed(let reason):
      return reason
    case .timedOut(let command, let limit, let output, let stacks):
      var text = "\(command) was still running after \(limit) and was killed."
      text += output.isEmpty ? " It printed nothing." : " It printed:\n\(output)"
      if let stacks { text += "\nIts threads' stacks:\n\(stacks)" }
      return text
    }
  }
}

/// glibc functions that Swift's Glibc module hides (they need `_GNU_SOURCE`), looked up at run
/// time; nil where the C library lacks them.
enum GNUFunctions {
  /// `int pipe2(int fds[2], int flags)`.
  typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
  /// `int pidfd_open(pid_t pid, unsigned int flags)` (glibc 2.36 and later).
  typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
  #if canImport(Glibc)
    /// `int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *, int from)`.
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later).
    static let closeFrom = lookUp("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)
  #endif
  /// `pipe2`.
  static let pipe2 = lookUp("pipe2", as: Pipe2.self)
  /// `pidfd_open`.
  static let pidfdOpen = lookUp("pidfd_open", as: PidfdOpen.self)

  /// The function `name` of the running process's libraries, as `type`.
  private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let symbol = dlsym(nil, name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}
