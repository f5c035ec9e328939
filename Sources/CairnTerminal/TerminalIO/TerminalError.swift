/// Why a `TerminalSession` could not start.
public enum TerminalError: Error, Sendable, Hashable {
  /// Standard input or output is not a terminal.
  case notATerminal
  /// `tcgetattr` failed with `errno`.
  case attributesUnavailable(errno: Int32)
  /// `tcsetattr` failed to enter raw mode with `errno`.
  case rawModeFailed(errno: Int32)
  /// A pipe for internal notifications could not be made (`errno`).
  case pipeUnavailable(errno: Int32)
}
