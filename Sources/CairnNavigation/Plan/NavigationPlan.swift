/// The ordered steps a container UI (a UIKit-like tab bar, navigation stacks and
/// presentations) takes to go from the navigation it shows to a new model.
///
/// The order keeps UIKit's rules — one transition at a time, nothing presented while a
/// dismissal runs, no view in two places:
///
/// 1. ``NavigationStep/dismiss(_:)`` for each shown modal that is gone or replaced, one at a
///    time, top first; the modals both models share from the bottom stay.
/// 2. ``NavigationStep/setTabs(_:)`` when the tabs changed, then
///    ``NavigationStep/selectTab(_:)`` when the selection changed, then
///    ``NavigationStep/setLayout(_:_:)`` for each tab whose layout changed.
/// 3. One ``NavigationStep/setStack(_:_:)`` for each stack whose screen ids changed: the tabs'
///    in tab-bar order, then the kept sheets', bottom first. Several pushes and pops in one
///    turn are one stack change; an unchanged stack gets no step.
/// 4. ``NavigationStep/present(_:)`` for each new modal, bottom first, one at a time.
/// 5. ``NavigationStep/update(_:)`` for each screen shown before and after whose title,
///    tab-bar visibility or pages changed: its view is reused.
///
/// A plan is empty when nothing visible changed.
public struct NavigationPlan: Hashable, Sendable, CustomStringConvertible {
  /// The steps, in the order a container takes them.
  public var steps: [NavigationStep]

  /// A plan made of these steps, for tests that write the expected plan by hand.
  public init(steps: [NavigationStep]) {
    self.steps = steps
  }

  /// The steps that take a container showing `old` to `new`.
  public init(from old: NavigationState, to new: NavigationState) {
    var steps: [NavigationStep] = []
    let kept = Self.sharedModalCount(old.modals, new.modals)
    steps += old.modals[kept...].reversed().map { .dismiss($0.id) }
    steps += Self.tabSteps(from: old, to: new)
    steps += Self.stackSteps(from: old, to: new, keptModals: new.modals.prefix(kept))
    steps += new.modals[kept...].map { .present($0.id) }
    steps += Self.updateSteps(from: old, to: new)
    self.steps = steps
  }

  /// True when the container has nothing to do.
  public var isEmpty: Bool { steps.isEmpty }

  /// One step a line, or `(no steps)`.
  public var description: String {
    steps.isEmpty ? "(no steps)" : steps.map(\.description).joined(separator: "\n")
  }

  /// How many modals, from the bottom, both models show as the same layer: same id and same
  /// kind (a sheet of the same style, or the same dialog).
  private static func sharedModalCount(_ old: [Modal], _ new: [Modal]) -> Int {
    var count = 0
    while count < old.count, count < new.count, sameLayer(old[count], new[count]) {
      count += 1
    }
    return count
  }

  private static func sameLayer(_ old: Modal, _ new: Modal) -> Bool {
    guard old.id == new.id else { return false }
    switch (old.content, new.content) {
    case (.sheet(let oldStyle, _), .sheet(let newStyle, _)): return oldStyle == newStyle
    case (.dialog(let oldDialog), .dialog(let newDialog)): return oldDialog == newDialog
    default: return false
    }
  }

  private static func tabSteps(from old: NavigationState, to new: NavigationState)
    -> [NavigationStep]
  {
    var steps: [NavigationStep] = []
    let oldTabs = old.tabs.map { [$0.id.rawValue, $0.title] }
    if oldTabs != new.tabs.map({ [$0.id.rawValue, $0.title] }) {
      steps.append(.setTabs(new.tabs.map(\.id)))
    }
    if old.selectedTab != new.selectedTab {
      steps.append(.selectTab(new.selectedTab))
    }
    for tab in new.tabs {
      let oldLayout = old.tabs.first { $0.id == tab.id }?.layout ?? .stack
      if oldLayout != tab.layout { steps.append(.setLayout(tab.id, tab.layout)) }
    }
    return steps
  }

  private static func stackSteps(
    from old: NavigationState, to new: NavigationState, keptModals: ArraySlice<Modal>
  ) -> [NavigationStep] {
    let locations =
      new.tabs.map { StackLocation.tab($0.id) }
      + keptModals.filter { $0.dialog == nil }.map { StackLocation.sheet($0.id) }
    return locations.compactMap { location in
      let before = (old.stack(at: location) ?? []).map(\.id)
      let after = (new.stack(at: location) ?? []).map(\.id)
      return before == after ? nil : .setStack(location, after)
    }
  }

  private static func updateSteps(from old: NavigationState, to new: NavigationState)
    -> [NavigationStep]
  {
    var shownBefore: [ScreenID: Screen] = [:]
    for screen in old.allScreens { shownBefore[screen.id] = screen }
    return new.allScreens.compactMap { screen in
      guard let before = shownBefore[screen.id], before.looksDifferent(from: screen) else {
        return nil
      }
      return .update(screen.id)
    }
  }
}

extension Screen {
  /// True when a container would draw the two differently: another kind, title, tab-bar
  /// visibility or set of pages.
  fileprivate func looksDifferent(from other: Screen) -> Bool {
    name != other.name || title != other.title || hidesTabBar != other.hidesTabBar
      || pageSet != other.pageSet
  }
}
