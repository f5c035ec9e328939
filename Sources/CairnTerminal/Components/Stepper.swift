/// An integer within bounds, drawn as "−  3  +" with an end dimmed when the value is at
/// that bound. Left/`-` decrease it, Right/`+` increase it; both keys are used even at a
/// bound. Read-only steppers use no key.
public struct Stepper: FormControl, Sendable, Hashable {
  /// The allowed values.
  public var range: ClosedRange<Int>
  /// How much one key press changes the value.
  public var step: Int
  /// When true the value cannot be changed and is not highlighted.
  public var isReadOnly: Bool
  private var storedValue: Int

  /// A stepper at `value` (clamped to `range`).
  public init(value: Int, range: ClosedRange<Int>, step: Int = 1, isReadOnly: Bool = false) {
    self.range = range
    self.step = max(1, step)
    self.isReadOnly = isReadOnly
    self.storedValue = min(max(value, range.lowerBound), range.upperBound)
  }

  /// The value, always within `range` (setting clamps it).
  public var value: Int {
    get { min(max(storedValue, range.lowerBound), range.upperBound) }
    set { storedValue = min(max(newValue, range.lowerBound), range.upperBound) }
  }

  /// Handles a key (see the type's description).
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> Bool {
    guard !isReadOnly else { return false }
    switch key {
    case .left, .char("-"): value -= step
    case .right, .char("+"), .char("="): value += step
    default: return false
    }
    return true
  }

  /// Draws "−  3  +" on the first row of `rect`; the value is highlighted when focused.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool) {
    let line = rect.line(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    let canDecrease = !isReadOnly && value > range.lowerBound
    let canIncrease = !isReadOnly && value < range.upperBound
    var col = line.col
    col += buffer.write(
      "−", at: line.row, col: col, style: canDecrease ? .normal : .secondary,
      maxWidth: line.right - col)
    col += buffer.write("  ", at: line.row, col: col, maxWidth: line.right - col)
    let valueStyle: Style = isFocused && !isReadOnly ? .selected : .normal
    col += buffer.write(
      "\(value)", at: line.row, col: col, style: valueStyle, maxWidth: line.right - col)
    col += buffer.write("  ", at: line.row, col: col, maxWidth: line.right - col)
    buffer.write(
      "+", at: line.row, col: col, style: canIncrease ? .normal : .secondary,
      maxWidth: line.right - col)
  }
}
