import CairnNavigation

extension TerminalFrontEnd {
  /// Routes a key: the help overlay, then the top dialog, then the focused screen, then the
  /// shared key map (Esc back, 1–9 tabs, [ ] pages, ? help, q quit).
  public func handle(_ key: KeyEvent) {
    defer { setNeedsDisplay() }
    if key == .ctrl("c") {
      requestQuit()
      return
    }
    if isShowingHelp {
      isShowingHelp = false
      return
    }
    if let (id, dialog) = navigator.state.topDialog {
      handleDialogKey(key, id: id, dialog: dialog)
      return
    }
    if let view = focusedView, view.handle(key, context: self) { return }
    handleSharedKey(key)
  }

  private func handleSharedKey(_ key: KeyEvent) {
    switch key {
    case .escape:
      navigator.perform(.back)
    case .char("?"):
      isShowingHelp = true
    case .char("q"):
      if isAtRoot { requestQuit() }
    case .char("["), .char("]"):
      guard let set = navigator.state.visibleScreen?.pageSet else { return }
      navigator.perform(.selectPage(set.selected + (key == .char("]") ? 1 : -1)))
    case .char(let digit) where ("1"..."9").contains(digit):
      guard isTabBarVisible, let number = digit.wholeNumberValue else { return }
      let tabs = navigator.state.tabs
      if number <= tabs.count {
        navigator.perform(.selectTab(tabs[number - 1].id))
      }
    default:
      break
    }
  }

  /// True while the tab bar shows: several tabs, nothing presented, and the top screen does
  /// not hide it.
  var isTabBarVisible: Bool {
    let state = navigator.state
    guard state.tabs.count > 1, state.modals.isEmpty else { return false }
    return state.stack(at: .tab(state.selectedTab))?.last?.hidesTabBar != true
  }

  /// True on a tab's root screen with nothing presented: where `q` quits.
  var isAtRoot: Bool {
    let state = navigator.state
    guard state.modals.isEmpty else { return false }
    return (state.stack(at: .tab(state.selectedTab))?.count ?? 0) <= 1
  }

  private func handleDialogKey(_ key: KeyEvent, id: ModalID, dialog: Dialog) {
    let count = dialog.buttons.count
    guard count > 0 else {
      navigator.perform(.back)
      return
    }
    let selected = dialogSelection[id] ?? 0
    switch key {
    case .up, .left, .backTab, .char("k"):
      dialogSelection[id] = (selected + count - 1) % count
    case .down, .right, .tab, .char("j"):
      dialogSelection[id] = (selected + 1) % count
    case .enter, .char(" "):
      navigator.perform(.chooseDialogButton(selected))
    case .escape:
      navigator.perform(.back)
    case .char(let digit) where ("1"..."9").contains(digit):
      if let number = digit.wholeNumberValue, number <= count {
        navigator.perform(.chooseDialogButton(number - 1))
      }
    default:
      break
    }
  }
}
