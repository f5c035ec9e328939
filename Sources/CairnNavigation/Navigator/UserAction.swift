/// What a front end reports the user did to the navigation it shows.
public enum UserAction: Hashable, Sendable {
  /// Back button or Esc: answers the top dialog with its cancel button (or no choice), else
  /// pops the visible stack, else dismisses a sheet whose root is showing.
  case back
  /// Swipe-dismiss: the top modal goes away.
  case dismiss
  /// A tab-bar tap.
  case selectTab(TabID)
  /// A button of the top dialog, by index.
  case chooseDialogButton(Int)
  /// The back button's long-press menu: pops everything above this screen.
  case popTo(ScreenID)
  /// A swipe or a page tab: shows page `page` of the paged set on top of the visible stack.
  case selectPage(Int)
}

extension Navigator {
  /// Applies what the user did; flows whose screens the user left finish as cancelled.
  /// - Returns: false when the action did not apply (back on a root screen, a stale id).
  @discardableResult
  public func perform(_ action: UserAction) -> Bool {
    switch action {
    case .back:
      return goBack()
    case .dismiss:
      guard let top = state.modals.last else { return false }
      return dismissModal(top.id)
    case .selectTab(let tab):
      return selectTab(tab)
    case .chooseDialogButton(let index):
      guard let (id, dialog) = state.topDialog, dialog.buttons.indices.contains(index) else {
        return false
      }
      answerDialog(id, with: index)
      return dismissModal(id)
    case .selectPage(let page):
      guard let set = state.visibleScreen else { return false }
      return router(on: state.visibleLocation).selectPage(page, of: set.id)
    case .popTo(let screen):
      guard let location = state.location(of: screen) else { return false }
      let router = self.router(on: location)
      let before = router.stack.count
      router.pop(to: screen)
      return router.stack.count != before
    }
  }

  private func goBack() -> Bool {
    if let (id, dialog) = state.topDialog {
      answerDialog(id, with: dialog.buttons.firstIndex { $0.role == .cancel })
      return dismissModal(id)
    }
    let location = state.visibleLocation
    if router(on: location).pop() != nil { return true }
    if case .sheet(let id) = location { return dismissModal(id) }
    return false
  }
}
