/// One key press (or one bracketed paste) decoded from terminal input.
public enum KeyEvent: Sendable, Hashable {
  /// A printable character: ASCII, Hangul, emoji or any other grapheme cluster.
  case char(Character)
  /// Control plus a key, named by the lowercase letter or symbol (Ctrl-C is `.ctrl("c")`).
  case ctrl(Character)
  /// Alt (Meta) plus a printable key, sent by terminals as ESC followed by the key.
  case alt(Character)
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// Enter or Return.
  case enter
  /// A lone Escape key.
  case escape
  /// Backspace.
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// A function key, F1 through F12.
  case function(Int)
  /// Text pasted while bracketed paste was on, with line breaks normalized to "\n".
  case paste(String)
}
