/// A focusable control of a form (text field, text area, date picker, stepper, toggle):
/// a value type holding its own UI state, drawn into a rectangle and fed keys.
///
/// `draw` is mutating because a control remembers the size it was last drawn at (to
/// scroll and wrap); call it before `handle` in each frame, as front ends naturally do.
public protocol FormControl {
  /// Draws the control in `rect` over blank cells (one-line controls blank and use only
  /// the first row); `isFocused` shows the cursor or highlight.
  mutating func draw(into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool)
  /// Handles a key; returns true when the control used it (then nothing else should).
  @discardableResult
  mutating func handle(_ key: KeyEvent) -> Bool
}
