extension Router {
  /// Pushes a screen on this router's stack.
  /// - Returns: the new screen's id, or `nil` when the stack no longer exists.
  @discardableResult
  public func push(
    _ content: AnyObject, name: String? = nil, title: String, hidesTabBar: Bool = false
  ) -> ScreenID? {
    push(ScreenContent(content, name: name, title: title, hidesTabBar: hidesTabBar))
  }

  /// Pushes a described screen on this router's stack.
  @discardableResult
  public func push(_ screen: ScreenContent) -> ScreenID? {
    guard isAttached else { return nil }
    let id = navigator.makeScreenID()
    let value = Screen(
      id: id, name: screen.name, title: screen.title, owner: owner, hidesTabBar: screen.hidesTabBar)
    navigator.setContent(screen.content, for: id)
    navigator.update { state, events in
      var stack = state.stack(at: location) ?? []
      stack.append(value)
      state.setStack(stack, at: location)
      events.append(.pushed(value, on: location))
    }
    return id
  }

  /// Pops the top screen. The root screen of a stack is never popped: dismiss a sheet instead.
  /// - Returns: the popped screen, or `nil` when there was nothing above the root.
  @discardableResult
  public func pop() -> Screen? {
    let stack = self.stack
    guard stack.count > 1, let top = stack.last else { return nil }
    remove(top.id)
    return top
  }

  /// Pops every screen above the root.
  public func popToRoot() {
    let stack = self.stack
    guard stack.count > 1 else { return }
    keepScreens(Array(stack.prefix(1)))
  }

  /// Pops the screens above `screen`, which stays on top.
  public func pop(to screen: ScreenID) {
    let stack = self.stack
    guard let index = stack.firstIndex(where: { $0.id == screen }) else { return }
    keepScreens(Array(stack.prefix(through: index)))
  }

  /// Removes one screen wherever it sits in this stack, as BookKitty removes NewQuestion once
  /// QuestionResult has been pushed over it.
  /// - Returns: false when the screen is not in this stack.
  @discardableResult
  public func remove(_ screen: ScreenID) -> Bool {
    let stack = self.stack
    guard stack.contains(where: { $0.id == screen }) else { return false }
    keepScreens(stack.filter { $0.id != screen })
    return true
  }

  /// Replaces the whole stack with new screens, root first.
  /// - Returns: the new screens' ids, or an empty array when the stack no longer exists.
  @discardableResult
  public func replaceStack(with screens: [ScreenContent]) -> [ScreenID] {
    guard isAttached else { return [] }
    let values = screens.map { screen in
      let id = navigator.makeScreenID()
      navigator.setContent(screen.content, for: id)
      return Screen(
        id: id, name: screen.name, title: screen.title, owner: owner,
        hidesTabBar: screen.hidesTabBar)
    }
    navigator.update { state, events in
      let old = state.stack(at: location) ?? []
      state.setStack(values, at: location)
      events += old.reversed().map { .popped($0, from: location) }
      events += values.map { .pushed($0, on: location) }
    }
    return values.map(\.id)
  }

  /// Changes the navigation-bar title of a screen in this stack.
  public func setTitle(_ title: String, for screen: ScreenID) {
    navigator.update { state, events in
      guard var stack = state.stack(at: location),
        let index = stack.firstIndex(where: { $0.id == screen }),
        stack[index].title != title
      else { return }
      stack[index].title = title
      state.setStack(stack, at: location)
      events.append(.retitled(stack[index]))
    }
  }

  /// Keeps `kept` (a prefix or subset of the stack, in order) and drops the rest.
  private func keepScreens(_ kept: [Screen]) {
    navigator.update { state, events in
      let old = state.stack(at: location) ?? []
      let keptIDs = Set(kept.map(\.id))
      state.setStack(kept, at: location)
      events += old.reversed().filter { !keptIDs.contains($0.id) }.map {
        .popped($0, from: location)
      }
    }
  }
}
