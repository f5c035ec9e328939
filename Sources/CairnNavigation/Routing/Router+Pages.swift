extension Router {
  /// Pushes a paged set: one screen in the stack whose pages each have their own content and
  /// show one at a time, `selected` first. Its name and title are the set's; each page's
  /// name and title come from its ``ScreenContent``.
  /// - Returns: the set's id, or `nil` when the stack no longer exists or `pages` is empty.
  @discardableResult
  public func pushPages(
    _ pages: [ScreenContent], name: String, title: String, selected: Int = 0,
    hidesTabBar: Bool = false
  ) -> ScreenID? {
    guard isAttached, !pages.isEmpty else { return nil }
    let values = pages.map { page in
      let id = navigator.makeScreenID()
      navigator.setContent(page.content, for: id)
      return Screen(id: id, name: page.name, title: page.title, owner: owner)
    }
    let set = Screen(
      id: navigator.makeScreenID(), name: name, title: title, owner: owner,
      hidesTabBar: hidesTabBar,
      pageSet: PageSet(pages: values, selected: min(max(0, selected), values.count - 1)))
    navigator.update { state, events in
      var stack = state.stack(at: location) ?? []
      stack.append(set)
      state.setStack(stack, at: location)
      events.append(.pushed(set, on: location))
    }
    return set.id
  }

  /// Shows page `page` of the paged set `set` in this router's stack.
  /// - Returns: false when there is no such set here or no such page.
  @discardableResult
  public func selectPage(_ page: Int, of set: ScreenID) -> Bool {
    var stack = self.stack
    guard let index = stack.firstIndex(where: { $0.id == set }),
      var pages = stack[index].pageSet, pages.pages.indices.contains(page)
    else { return false }
    guard pages.selected != page else { return true }
    pages.selected = page
    stack[index].pageSet = pages
    navigator.update { state, events in
      state.setStack(stack, at: location)
      events.append(.pageSelected(set, page: page))
    }
    return true
  }
}
