extension Router {
  /// Shows this router's tab in `layout`: one screen at a time, or a primary/secondary pair
  /// on wide front ends. Its screens stay as they are.
  /// - Returns: false when this router is not on a tab (a sheet is always one stack) or the
  ///   tab is gone.
  @discardableResult
  public func setLayout(_ layout: TabLayout) -> Bool {
    guard case .tab(let id) = location,
      navigator.state.tabs.contains(where: { $0.id == id })
    else { return false }
    navigator.update { state, events in
      guard let index = state.tabs.firstIndex(where: { $0.id == id }),
        state.tabs[index].layout != layout
      else { return }
      state.tabs[index].layout = layout
      events.append(.layoutChanged(id, layout))
    }
    return true
  }
}
