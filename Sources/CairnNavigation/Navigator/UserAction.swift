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
  /// A report that the container already popped, on the user's own gesture, to `screen` in the
  /// stack at `location`: a completed back swipe, the navigation bar's back button or the
  /// browser's back. The model pops to the same screen, and flows that lost their last screen
  /// finish as cancelled, as for ``back``. Changes nothing (returns false) when the screen is no
  /// longer in that stack or is already on top, such as a report that arrives late.
  ///
  /// A back swipe the user cancels halfway reports nothing: the stack never changed, on screen
  /// or in the model (UIKit sends no callback for it either).
  case didPop(to: ScreenID, in: StackLocation)
  /// A report that the user dismissed this modal on their own: a sheet swiped down, Esc, or a
  /// click on the backdrop. The modal, and anything the model presented over it, goes away and
  /// flows finish as cancelled, as for ``dismiss``; a dialog is answered with its cancel button
  /// (or no choice), as for ``back``. Changes nothing (returns false) when the modal is no
  /// longer in the model: a late report about a modal the app already dismissed or replaced
  /// must not remove its successor.
  case didDismiss(ModalID)
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
    case .didPop(let screen, let location):
      guard let stack = state.stack(at: location), stack.last?.id != screen,
        stack.contains(where: { $0.id == screen })
      else { return false }
      router(on: location).pop(to: screen)
      return true
    case .didDismiss(let id):
      guard let modal = state.modals.first(where: { $0.id == id }) else { return false }
      if let dialog = modal.dialog {
        answerDialog(id, with: dialog.buttons.firstIndex { $0.role == .cancel })
      }
      return dismissModal(id)
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
