import CairnNavigation

/// The two panes of a tab shown as a primary/secondary pair.
struct SplitPanes {
  /// Where the stack's root is drawn.
  var primary: Rect
  /// The column of the line between the panes.
  var divider: Int
  /// Where the screen on top is drawn (or the "nothing selected" line).
  var secondary: Rect
}

extension TerminalFrontEnd {
  /// The smallest pane of a split: narrower than this, the pair collapses to one screen.
  static let minimumPaneWidth = 24

  /// The panes of the selected tab when its layout is a split and `area` is wide enough;
  /// `nil` when it is drawn one screen at a time.
  func splitPanes(for state: NavigationState, in area: Rect) -> SplitPanes? {
    guard let tab = state.tabs.first(where: { $0.id == state.selectedTab }),
      case .split(let collapsesBelow) = tab.layout,
      area.width >= max(collapsesBelow, 2 * Self.minimumPaneWidth + 1), !tab.stack.isEmpty
    else { return nil }
    let primaryWidth = max(Self.minimumPaneWidth, (area.width - 1) * 2 / 5)
    return SplitPanes(
      primary: Rect(row: area.row, col: area.col, width: primaryWidth, height: area.height),
      divider: area.col + primaryWidth,
      secondary: Rect(
        row: area.row, col: area.col + primaryWidth + 1,
        width: area.width - primaryWidth - 1, height: area.height))
  }

  /// Draws the stack's root in the primary pane and its top in the secondary one. The keys go
  /// to the top screen, as in a stack: the primary is drawn dimmed while the secondary shows.
  func drawSplit(_ stack: [Screen], panes: SplitPanes, into buffer: inout ScreenBuffer) {
    guard let root = stack.first else { return }
    drawStack([root], into: &buffer, in: panes.primary)
    for row in panes.primary.row..<(panes.primary.row + panes.primary.height) {
      buffer.write("│", at: row, col: panes.divider, style: .secondary)
    }
    guard stack.count > 1 else {
      buffer.fill(
        row: panes.secondary.row, col: panes.secondary.col, width: panes.secondary.width,
        height: panes.secondary.height)
      let line = strings.nothingSelected
      let col = panes.secondary.col + max(0, (panes.secondary.width - line.displayWidth) / 2)
      buffer.write(
        line, at: panes.secondary.row + panes.secondary.height / 2, col: col, style: .secondary,
        maxWidth: panes.secondary.width)
      return
    }
    for row in panes.primary.row..<(panes.primary.row + panes.primary.height) {
      buffer.applyStyle(
        .secondary, row: row, col: panes.primary.col, width: panes.primary.width)
    }
    drawStack(stack, into: &buffer, in: panes.secondary)
  }
}
