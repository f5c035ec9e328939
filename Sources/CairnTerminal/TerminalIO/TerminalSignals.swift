#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A C signal handler.
typealias SignalHandler = @convention(c) (Int32) -> Void

// Signal handlers are C functions that cannot capture context or take locks, so the
// state they need lives in globals. Each is written by normal code only while no handler
// that reads it is installed (or, for the descriptor, before the handler is installed).

// Reason: read by the SIGINT/SIGTERM handlers; written only before they are installed.
nonisolated(unsafe) private var savedTerminalAttributes = termios()
// Reason: read by the SIGINT/SIGTERM handlers; written only before they are installed.
nonisolated(unsafe) private var hasSavedTerminalAttributes = false
// Reason: read by the SIGWINCH handler; written only before it is installed.
nonisolated(unsafe) private var resizeNotificationDescriptor: Int32 = -1

/// Saving and restoring the terminal, from normal code and from signal handlers.
enum TerminalSignals {
  /// The handlers that were installed before ours, to put back on `restoreHandlers`.
  struct PreviousHandlers {
    var interrupt: SignalHandler?
    var terminate: SignalHandler?
    var windowChange: SignalHandler?
  }

  /// Remembers the attributes to restore on exit. Call before `installHandlers`.
  static func saveAttributes(_ attributes: termios) {
    savedTerminalAttributes = attributes
    hasSavedTerminalAttributes = true
  }

  /// Puts the saved attributes back on standard input (no-op if none were saved).
  static func restoreAttributes() {
    guard hasSavedTerminalAttributes else { return }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminalAttributes)
  }

  /// Installs handlers: SIGINT and SIGTERM restore the terminal and exit with 130 and
  /// 143; SIGWINCH writes one byte to `resizeDescriptor` (a non-blocking pipe).
  static func installHandlers(resizeDescriptor: Int32) -> PreviousHandlers {
    resizeNotificationDescriptor = resizeDescriptor
    let interrupt = signal(SIGINT) { _ in
      restoreTerminalFromSignalHandler()
      _exit(130)
    }
    let terminate = signal(SIGTERM) { _ in
      restoreTerminalFromSignalHandler()
      _exit(143)
    }
    let windowChange = signal(SIGWINCH) { _ in
      let savedErrno = errno
      var byte: UInt8 = 1
      _ = write(resizeNotificationDescriptor, &byte, 1)
      errno = savedErrno
    }
    return PreviousHandlers(
      interrupt: interrupt, terminate: terminate, windowChange: windowChange)
  }

  /// Puts back the handlers that were there before `installHandlers`.
  static func restoreHandlers(_ previous: PreviousHandlers) {
    _ = signal(SIGINT, previous.interrupt)
    _ = signal(SIGTERM, previous.terminate)
    _ = signal(SIGWINCH, previous.windowChange)
  }
}

/// Async-signal-safe restore: only `write` and `tcsetattr`, no allocation.
private func restoreTerminalFromSignalHandler() {
  let sequence: StaticString = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  sequence.withUTF8Buffer { buffer in
    _ = write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
  }
  if hasSavedTerminalAttributes {
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminalAttributes)
  }
}
