import Foundation
import ProcessTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// tmux's view of a pane, from `display-message -p` formats.
struct PaneModes: Sendable, Equatable, CustomStringConvertible {
  /// `#{alternate_on}`: the program is showing the alternate screen.
  var alternateScreen: Bool
  /// `#{cursor_flag}`: the cursor is visible.
  var cursorVisible: Bool
  /// `#{pane_width}`: columns.
  var width: Int
  /// `#{pane_height}`: rows.
  var height: Int
  /// `#{pane_dead}`: the pane's process (the wrapper) has ended.
  var isDead: Bool
  /// `#{pane_tty}`: the pane's terminal device, e.g. `/dev/pts/3`.
  var ttyPath: String

  /// A one-line summary for messages.
  var description: String {
    "\(width)x\(height) alternate=\(alternateScreen) cursor=\(cursorVisible) "
      + "dead=\(isDead) tty=\(ttyPath)"
  }
}

/// The line discipline flags of a terminal device that matter for "did the program restore
/// the terminal".
struct TTYModes: Sendable, Equatable {
  /// `icanon`: input arrives line by line, with editing.
  var canonical: Bool
  /// `echo`: typed characters are echoed.
  var echo: Bool
  /// `isig`: Ctrl-C and Ctrl-Z raise signals.
  var signals: Bool
  /// `opost`: output is post-processed (`\n` becomes `\r\n`).
  var outputProcessing: Bool

  /// Whether the terminal is in cooked mode: all four flags on, as after `stty sane` or after
  /// restoring the settings saved before entering raw mode.
  var isCooked: Bool { canonical && echo && signals && outputProcessing }

  /// Reads the flags of the terminal at `ttyPath` with `tcgetattr`.
  ///
  /// The device is opened with `O_NOCTTY`, so it never becomes the test's controlling terminal.
  init(ttyPath: String) throws {
    let descriptor = open(ttyPath, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else { throw TmuxSessionError("open \(ttyPath): errno \(errno)") }
    defer { close(descriptor) }
    var attributes = termios()
    guard tcgetattr(descriptor, &attributes) == 0 else {
      throw TmuxSessionError("tcgetattr \(ttyPath): errno \(errno)")
    }
    canonical = attributes.c_lflag & tcflag_t(ICANON) != 0
    echo = attributes.c_lflag & tcflag_t(ECHO) != 0
    signals = attributes.c_lflag & tcflag_t(ISIG) != 0
    outputProcessing = attributes.c_oflag & tcflag_t(OPOST) != 0
  }
}
