/// Something that happened at the terminal.
public enum TerminalEvent: Sendable, Hashable {
  /// A key was pressed, or text was pasted.
  case key(KeyEvent)
  /// The window changed size; lay out again for `columns` × `rows`.
  case resize(columns: Int, rows: Int)
}

/// The size of a terminal window in character cells.
public struct TerminalSize: Sendable, Hashable {
  /// Number of columns.
  public var columns: Int
  /// Number of rows.
  public var rows: Int

  /// A size of `columns` × `rows`.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The classic 80 × 24, used when the real size cannot be read.
  public static let fallback = TerminalSize(columns: 80, rows: 24)
}
