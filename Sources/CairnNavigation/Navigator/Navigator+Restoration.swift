import Foundation

/// Saving where the user is, and rebuilding it through the app's deep links.
extension Navigator {
  /// Where the user is now, as links: for each tab and then each sheet, the link of its
  /// highest screen whose content is ``RestorableContent`` and names one (the screens above it
  /// cannot be rebuilt and are left out), and the selected tab.
  public var restoration: NavigationRestoration {
    let stacks = state.tabs.map(\.stack) + state.modals.filter { $0.dialog == nil }.map(\.stack)
    return NavigationRestoration(
      selectedTab: state.selectedTab, links: stacks.compactMap(highestRestorableLink(in:)))
  }

  /// The link of what the user sees: the highest restorable screen's of the top sheet that
  /// has one, else of the selected tab (with one tab, the last of ``restoration``'s links).
  public var visibleLink: URL? {
    let sheets = state.modals.filter { $0.dialog == nil }.map(\.stack)
    for stack in sheets.reversed() {
      if let link = highestRestorableLink(in: stack) { return link }
    }
    let selected = state.tabs.first { $0.id == state.selectedTab }?.stack ?? []
    return highestRestorableLink(in: selected)
  }

  /// Rebuilds saved navigation: opens each link in order with `open` (the app's deep-link
  /// handler), then selects the saved tab if it still exists.
  ///
  /// A link that fails is dropped with its flow: every flow started while it was being opened
  /// is cancelled, which removes whatever it had shown, so no screen is left half-built.
  ///
  /// - Returns: the links that could not be opened, and why.
  @discardableResult
  public func restore(
    _ restoration: NavigationRestoration,
    open: (URL) async -> Result<Void, DeepLinkError>
  ) async -> [RestorationFailure] {
    var failures: [RestorationFailure] = []
    for link in restoration.links {
      let flowsBefore = Set(flows.keys)
      if case .failure(let error) = await open(link) {
        failures.append(RestorationFailure(link: link, error: error))
        let startedMeanwhile = runningFlows.filter { !flowsBefore.contains($0.id) }
        for flow in startedMeanwhile.reversed() { flow.cancel() }
      }
    }
    let tab = TabID(restoration.selectedTab)
    if state.selectedTab != tab, state.tabs.contains(where: { $0.id == tab }) {
      perform(.selectTab(tab))
    }
    return failures
  }

  private func highestRestorableLink(in stack: [Screen]) -> URL? {
    for screen in stack.reversed() {
      let content = contents[screen.focused.id] ?? contents[screen.id]
      if let link = (content as? any RestorableContent)?.restorationLink {
        return link
      }
    }
    return nil
  }
}
