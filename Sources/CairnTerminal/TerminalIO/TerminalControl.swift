/// The control sequences Cairn writes to set up and restore a terminal.
public enum TerminalControl {
  /// Switches to the alternate screen (DEC mode 1049), keeping the shell's screen intact.
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Returns to the normal screen.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor (DEC mode 25).
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Asks the terminal to wrap pasted text in ESC[200~ … ESC[201~ (DEC mode 2004).
  public static let enableBracketedPaste = "\u{1B}[?2004h"
  /// Turns bracketed paste off.
  public static let disableBracketedPaste = "\u{1B}[?2004l"
  /// Resets colors and attributes (SGR 0).
  public static let resetStyle = "\u{1B}[0m"
  /// Clears the whole screen (ED 2); the cursor does not move.
  public static let clearScreen = "\u{1B}[2J"

  /// Everything `TerminalSession` turns on when it starts.
  public static let setUp = enterAlternateScreen + hideCursor + enableBracketedPaste

  /// Everything that undoes `setUp`, in reverse order.
  public static let restore =
    disableBracketedPaste + resetStyle + showCursor + leaveAlternateScreen

  /// Moves the cursor to zero-based `row`, `col` (CUP).
  public static func moveCursor(row: Int, col: Int) -> String {
    "\u{1B}[\(row + 1);\(col + 1)H"
  }
}
