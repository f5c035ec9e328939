/// An on/off switch with a label, drawn as "[x] Owned" or "[ ] Owned". Space and Enter
/// toggle it; read-only toggles use no key.
public struct Toggle: FormControl, Sendable, Hashable {
  /// Whether it is on.
  public var isOn: Bool
  /// The label after the box.
  public var label: String
  /// When true it cannot be switched and is not highlighted.
  public var isReadOnly: Bool

  /// A toggle labelled `label`.
  public init(_ label: String, isOn: Bool = false, isReadOnly: Bool = false) {
    self.label = label
    self.isOn = isOn
    self.isReadOnly = isReadOnly
  }

  /// Handles a key (see the type's description).
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> Bool {
    guard !isReadOnly, key == .char(" ") || key == .enter else { return false }
    isOn.toggle()
    return true
  }

  /// Draws the box and label on the first row of `rect`, highlighted when focused.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool) {
    let line = rect.line(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    let text = (isOn ? "[x] " : "[ ] ") + label
    let width = buffer.write(text, in: line, style: isReadOnly ? .secondary : .normal)
    if isFocused && !isReadOnly {
      buffer.applyStyle(.selected, row: line.row, col: line.col, width: width)
    }
  }
}
