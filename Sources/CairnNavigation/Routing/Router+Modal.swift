/// One choice of an alert or action sheet, carrying the value the caller gets back.
public struct DialogAction<Value: Sendable>: Sendable {
  /// The button's label.
  public var title: String
  /// The button's role.
  public var role: DialogButtonRole
  /// What choosing it returns.
  public var value: Value

  /// Creates a choice.
  public init(_ title: String, role: DialogButtonRole = .normal, value: Value) {
    self.title = title
    self.role = role
    self.value = value
  }
}

extension Router {
  /// Presents a sheet whose stack starts with `root`.
  /// - Returns: a router on the sheet's stack, owned by the same flow; push on it to go deeper.
  @discardableResult
  public func presentSheet(_ root: ScreenContent, style: SheetStyle = .formSheet) -> Router {
    let modalID = navigator.makeModalID()
    let screenID = navigator.makeScreenID()
    let screen = Screen(id: screenID, name: root.name, title: root.title, owner: owner)
    let modal = Modal(id: modalID, owner: owner, content: .sheet(style, stack: [screen]))
    navigator.setContent(root.content, for: screenID)
    navigator.update { state, events in
      state.modals.append(modal)
      events.append(.presented(modal))
    }
    return on(.sheet(modalID))
  }

  /// Shows an alert or action sheet and waits for the user's choice.
  ///
  /// - Returns: the chosen action's value, or `nil` when the dialog went away without a choice
  ///   (Esc on a dialog without a cancel button, its flow finished, or the waiting task was
  ///   cancelled, which also dismisses it).
  public func presentDialog<Value: Sendable>(
    _ style: DialogStyle, title: String, message: String? = nil, actions: [DialogAction<Value>]
  ) async -> Value? {
    let modalID = navigator.makeModalID()
    let dialog = Dialog(
      style: style, title: title, message: message,
      buttons: actions.map { DialogButton($0.title, role: $0.role) })
    let modal = Modal(id: modalID, owner: owner, content: .dialog(dialog))
    let navigator = self.navigator
    let choice: Int? = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        navigator.setDialogReply({ continuation.resume(returning: $0) }, for: modalID)
        if Task.isCancelled {
          navigator.answerDialog(modalID, with: nil)
          return
        }
        navigator.update { state, events in
          state.modals.append(modal)
          events.append(.presented(modal))
        }
      }
    } onCancel: {
      Task { @MainActor in navigator.dismissModal(modalID) }
    }
    guard let choice, actions.indices.contains(choice) else { return nil }
    return actions[choice].value
  }

  /// Dismisses the sheet this router shows on, or, from a tab, the top modal; modals above
  /// the dismissed one go too.
  /// - Returns: false when there was nothing to dismiss.
  @discardableResult
  public func dismiss() -> Bool {
    switch location {
    case .sheet(let id):
      return navigator.dismissModal(id)
    case .tab:
      guard let top = navigator.state.modals.last else { return false }
      return navigator.dismissModal(top.id)
    }
  }

  /// Selects a tab.
  public func selectTab(_ tab: TabID) {
    navigator.selectTab(tab)
  }

  /// Replaces the tab bar's tabs (a tab coordinator does this once, at start). Screens of tabs
  /// that disappear go with them; the first tab is selected.
  public func setTabs(_ tabs: [NavigationTab]) {
    guard !tabs.isEmpty else { return }
    navigator.update { state, events in
      let old = state.tabs.flatMap { tab in tab.stack.map { ($0, tab.id) } }
      let new = tabs.flatMap { tab in tab.stack.map { ($0, tab.id) } }
      let oldIDs = Set(old.map(\.0.id))
      let newIDs = Set(new.map(\.0.id))
      state.tabs = tabs
      state.selectedTab = tabs[0].id
      events += old.filter { !newIDs.contains($0.0.id) }.map { .popped($0.0, from: .tab($0.1)) }
      events += new.filter { !oldIDs.contains($0.0.id) }.map { .pushed($0.0, on: .tab($0.1)) }
      events.append(.tabSelected(tabs[0].id))
    }
  }
}

extension Navigator {
  /// Removes a modal and everything presented over it.
  @discardableResult
  func dismissModal(_ id: ModalID) -> Bool {
    guard let index = state.modals.firstIndex(where: { $0.id == id }) else { return false }
    update { state, events in
      let removed = state.modals[index...]
      state.modals.removeSubrange(index...)
      events += removed.reversed().map { .dismissed($0) }
    }
    return true
  }

  /// Selects a tab that exists.
  @discardableResult
  func selectTab(_ tab: TabID) -> Bool {
    guard state.tabs.contains(where: { $0.id == tab }) else { return false }
    guard state.selectedTab != tab else { return true }
    update { state, events in
      state.selectedTab = tab
      events.append(.tabSelected(tab))
    }
    return true
  }

  /// Removes every screen and modal a finishing flow still owns.
  func removeEverything(ownedBy flow: FlowID) {
    let ownsSomething =
      state.allScreens.contains { $0.owner == flow } || state.modals.contains { $0.owner == flow }
    guard ownsSomething else { return }
    update { state, events in
      if let first = state.modals.firstIndex(where: { $0.owner == flow }) {
        let removed = state.modals[first...]
        state.modals.removeSubrange(first...)
        events += removed.reversed().map { .dismissed($0) }
      }
      for location in state.tabs.map({ StackLocation.tab($0.id) })
        + state.modals.map({ .sheet($0.id) })
      {
        let stack = state.stack(at: location) ?? []
        let gone = stack.filter { $0.owner == flow }
        guard !gone.isEmpty else { continue }
        state.setStack(stack.filter { $0.owner != flow }, at: location)
        events += gone.reversed().map { .popped($0, from: location) }
      }
    }
  }
}
