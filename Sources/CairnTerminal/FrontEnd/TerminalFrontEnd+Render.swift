import CairnNavigation

extension TerminalFrontEnd {
  /// The smallest terminal the front end lays out; below it, a notice is shown instead.
  public static let minimumSize = TerminalSize(columns: 30, rows: 10)

  /// Draws the whole navigation model at `size`.
  public func render(size: TerminalSize) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: max(1, size.columns), height: max(1, size.rows))
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
      let notice = strings.windowTooSmall(Self.minimumSize)
      for (row, line) in notice.wrapped(to: buffer.width).prefix(buffer.height).enumerated() {
        buffer.write(line, at: row, col: 0, style: .warning)
      }
      return buffer
    }
    let state = navigator.state
    let footerRow = size.rows - 1
    let tabStack = state.stack(at: .tab(state.selectedTab)) ?? []
    let hasTabBar = state.tabs.count > 1 && tabStack.last?.hidesTabBar != true
    let baseHeight = footerRow - (hasTabBar ? 1 : 0)

    let tabArea = Rect(row: 0, col: 0, width: size.columns, height: baseHeight)
    if let split = splitPanes(for: state, in: tabArea) {
      drawSplit(tabStack, panes: split, into: &buffer)
    } else {
      drawStack(tabStack, into: &buffer, in: tabArea)
    }
    if hasTabBar { drawTabBar(state, into: &buffer, row: baseHeight, width: size.columns) }

    for modal in state.modals {
      drawModal(modal, into: &buffer, size: size, footerRow: footerRow)
    }
    drawFooter(into: &buffer, row: footerRow, width: size.columns)
    if let toast {
      Toast(message: toast.message, kind: toast.kind).draw(
        into: &buffer, in: Rect(row: footerRow - 2, col: 0, width: size.columns, height: 1))
    }
    if isShowingHelp {
      HelpOverlay(hints: helpHints, strings: strings).draw(
        into: &buffer, in: Rect(row: 0, col: 0, width: size.columns, height: footerRow))
    }
    return buffer
  }

  private func drawModal(
    _ modal: Modal, into buffer: inout ScreenBuffer, size: TerminalSize, footerRow: Int
  ) {
    switch modal.content {
    case .sheet(.fullScreen, let stack):
      let rect = Rect(row: 0, col: 0, width: size.columns, height: footerRow)
      buffer.fill(row: 0, col: 0, width: size.columns, height: footerRow)
      drawStack(stack, into: &buffer, in: rect, isSheet: true)
    case .sheet(.formSheet, let stack):
      buffer.dimAll()
      let width = min(size.columns - 4, max(44, size.columns * 4 / 5))
      let height = max(8, footerRow - 2)
      let frame = Rect(row: 1, col: (size.columns - width) / 2, width: width, height: height)
      Box(title: nil).draw(into: &buffer, in: frame)
      drawStack(stack, into: &buffer, in: frame.inset(by: 1), isSheet: true)
    case .dialog(let dialog):
      buffer.dimAll()
      DialogView(dialog: dialog, selected: dialogSelection[modal.id] ?? 0)
        .draw(into: &buffer, screenWidth: size.columns, bottomRow: footerRow)
    }
  }

  /// Draws a stack's top screen: navigation bar, a rule, then the screen's content.
  func drawStack(
    _ stack: [Screen], into buffer: inout ScreenBuffer, in rect: Rect, isSheet: Bool = false
  ) {
    guard let top = stack.last, rect.height >= 3 else { return }
    let view = view(for: top.focused)
    let previous = stack.count > 1 ? stack[stack.count - 2].title : nil
    NavigationBar(
      title: top.title, backTitle: previous,
      closeHint: isSheet && stack.count == 1 ? "Esc \(strings.closeSheet)" : nil,
      barButton: view?.barButton, spinnerFrame: view?.isBusy == true ? spinnerFrame : nil
    ).draw(into: &buffer, row: rect.row, col: rect.col, width: rect.width)
    buffer.write(
      String(repeating: "─", count: rect.width), at: rect.row + 1, col: rect.col, style: .secondary,
      maxWidth: rect.width)
    var content = Rect(row: rect.row + 2, col: rect.col, width: rect.width, height: rect.height - 2)
    if let set = top.pageSet, content.height >= 2 {
      PageBar(set: set).draw(
        into: &buffer, row: content.row, col: content.col, width: content.width)
      content = Rect(
        row: content.row + 1, col: content.col, width: content.width, height: content.height - 1)
    }
    buffer.fill(row: content.row, col: content.col, width: content.width, height: content.height)
    if let minimum = view?.minimumSize,
      content.width < minimum.columns || content.height < minimum.rows
    {
      let notice = strings.screenTooSmall(minimum).wrapped(to: content.width)
      for (offset, line) in notice.prefix(content.height).enumerated() {
        buffer.write(line, in: content.line(offset), style: .warning)
      }
      return
    }
    view?.draw(into: &buffer, in: content, context: self)
  }

  private func drawTabBar(
    _ state: NavigationState, into buffer: inout ScreenBuffer, row: Int, width: Int
  ) {
    buffer.fill(row: row, col: 0, width: width, height: 1, style: .secondary)
    var col = 1
    for (index, tab) in state.tabs.enumerated() {
      let label = " \(index + 1) \(tab.title) "
      let style: Style = tab.id == state.selectedTab ? .selected : .secondary
      col += buffer.write(label, at: row, col: col, style: style, maxWidth: width - col) + 1
      if col >= width { break }
    }
  }

  private func drawFooter(into buffer: inout ScreenBuffer, row: Int, width: Int) {
    buffer.fill(row: row, col: 0, width: width, height: 1)
    KeyHintBar(hints: footerHints).draw(
      into: &buffer, in: Rect(row: row, col: 0, width: width, height: 1))
  }

  /// The footer's hints: the dialog's keys, or the focused screen's plus the shared ones.
  var footerHints: [KeyHint] {
    if navigator.state.topDialog != nil {
      return [
        KeyHint("↑↓", strings.select), KeyHint("Enter", strings.confirm),
        KeyHint("Esc", strings.cancel),
      ]
    }
    return merged(focusedView?.keyHints ?? [], sharedHints(isCompact: true))
  }

  /// Every key of the current screen, for the help overlay.
  var helpHints: [KeyHint] {
    merged(focusedView?.keyHints ?? [], sharedHints(isCompact: false))
  }

  /// The screen's hints, then the shared ones whose key the screen did not already describe.
  private func merged(_ screen: [KeyHint], _ shared: [KeyHint]) -> [KeyHint] {
    let keys = Set(screen.map(\.key))
    return screen + shared.filter { !keys.contains($0.key) }
  }

  /// The keys the front end handles itself; in the footer, while the focused screen types text,
  /// only those that are not characters (the help overlay lists them all).
  private func sharedHints(isCompact: Bool) -> [KeyHint] {
    let charactersReachUs = !isCompact || focusedView?.isTypingText != true
    var hints: [KeyHint] = []
    if !isAtRoot || !isCompact {
      hints.append(KeyHint("Esc", isAtRoot ? strings.backUnavailable : strings.back))
    }
    guard charactersReachUs else { return hints }
    if isTabBarVisible {
      hints.append(KeyHint("1–\(navigator.state.tabs.count)", strings.switchTab))
    }
    if navigator.state.topDialog == nil, navigator.state.visibleScreen?.pageSet != nil {
      hints.append(KeyHint("[ ]", strings.switchPage))
    }
    hints.append(KeyHint("?", strings.help))
    if isAtRoot || !isCompact { hints.append(KeyHint("q", strings.quit)) }
    if !isCompact { hints.append(KeyHint("Ctrl-C", strings.quitNow)) }
    return hints
  }
}
