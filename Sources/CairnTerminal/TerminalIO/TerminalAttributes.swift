#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Terminal modes and window size, through termios and ioctl.
enum TerminalAttributes {
  /// Whether both standard input and standard output are terminals.
  static var areStandardStreamsTerminals: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Saves standard input's attributes for `TerminalSignals.restoreAttributes` and
  /// switches it to raw mode: no echo, no line editing, no signals from keys, no
  /// output processing ("\n" no longer returns the carriage).
  static func enableRawMode() throws(TerminalError) {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw .attributesUnavailable(errno: errno)
    }
    TerminalSignals.saveAttributes(original)
    var raw = original
    cfmakeraw(&raw)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw .rawModeFailed(errno: errno)
    }
  }

  /// The window size of the terminal on `descriptor`, or `nil` if it cannot be read.
  static func windowSize(of descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
