/// A row of buttons, e.g. "[ Cancel ]  [ Delete ]". Left/Right move the selection (stopping
/// at the ends), Tab/Shift-Tab move it around, Enter presses the selected button and
/// Esc presses the cancel button when there is one.
public struct ButtonRow: Sendable, Hashable {
  /// What a button does, which decides its style.
  public enum Role: Sendable, Hashable {
    /// An ordinary action.
    case normal
    /// Dismisses without acting; Esc presses it.
    case cancel
    /// Destroys something; drawn in the `.danger` style.
    case destructive
  }

  /// One button.
  public struct Button: Sendable, Hashable {
    /// The title.
    public var title: String
    /// The role.
    public var role: Role

    /// A button titled `title`.
    public init(_ title: String, role: Role = .normal) {
      self.title = title
      self.role = role
    }
  }

  /// What a key did to the row.
  public enum Result: Sendable, Hashable {
    /// The key is not one of the row's.
    case ignored
    /// The key moved (or tried to move) the selection.
    case moved
    /// The button at this index was pressed.
    case pressed(Int)
  }

  /// The buttons, left to right.
  public var buttons: [Button]
  /// The index of the selected button.
  public var selectedIndex: Int
  /// Where the row sits in the rectangle it is drawn in.
  public var alignment: TextAlignment

  /// A row of `buttons` with `selectedIndex` selected.
  public init(_ buttons: [Button], selectedIndex: Int = 0, alignment: TextAlignment = .center) {
    self.buttons = buttons
    self.selectedIndex = min(max(0, selectedIndex), max(0, buttons.count - 1))
    self.alignment = alignment
  }

  /// Handles a key (see the type's description).
  @discardableResult
  public mutating func handle(_ key: KeyEvent) -> Result {
    guard !buttons.isEmpty else { return .ignored }
    switch key {
    case .left: selectedIndex = max(0, selectedIndex - 1)
    case .right: selectedIndex = min(buttons.count - 1, selectedIndex + 1)
    case .tab: selectedIndex = (selectedIndex + 1) % buttons.count
    case .backTab: selectedIndex = (selectedIndex + buttons.count - 1) % buttons.count
    case .enter: return .pressed(selectedIndex)
    case .escape:
      guard let cancel = buttons.firstIndex(where: { $0.role == .cancel }) else { return .ignored }
      return .pressed(cancel)
    default: return .ignored
    }
    return .moved
  }

  /// Draws the buttons on the first row of `rect`, two columns apart; the selected one is
  /// inverse when focused.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool) {
    let line = rect.line(0)
    guard !line.isEmpty else { return }
    buffer.fill(line)
    let labels = buttons.map { "[ \($0.title) ]" }
    let total = labels.reduce(0) { $0 + $1.displayWidth } + max(0, labels.count - 1) * 2
    let slack = max(0, line.width - total)
    var col = line.col
    switch alignment {
    case .leading: break
    case .center: col += slack / 2
    case .trailing: col += slack
    }
    for (index, label) in labels.enumerated() where col < line.right {
      var style: Style = buttons[index].role == .destructive ? .danger : .normal
      if isFocused && index == selectedIndex { style = style.merging(.selected) }
      col +=
        buffer.write(label, at: line.row, col: col, style: style, maxWidth: line.right - col) + 2
    }
  }
}
