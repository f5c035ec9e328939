@testable import CairnTerminal

// `#expect(control.handle(key))` does not compile: the macro captures the receiver as an
// immutable value to show it on failure. The tests write `handle(key) as Bool` instead,
// which the macro keeps whole.

/// A fresh buffer of `width` × `height` after `draw` ran on it.
func drawn(width: Int, height: Int, _ draw: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
  var buffer = ScreenBuffer(width: width, height: height)
  draw(&buffer)
  return buffer
}

/// The rectangle covering all of a `width` × `height` buffer.
func fullRect(width: Int, height: Int) -> Rect {
  Rect(row: 0, col: 0, width: width, height: height)
}

/// The columns of `row` whose cell is drawn inverse.
func inverseColumns(in buffer: ScreenBuffer, row: Int) -> [Int] {
  (0..<buffer.width).filter { buffer[row, $0].style.isInverse }
}

/// Feeds every key to `handle` and returns what each call returned.
@discardableResult
func press(_ keys: [KeyEvent], _ handle: (KeyEvent) -> Bool) -> [Bool] {
  keys.map(handle)
}
