/// One thing a container UI does to go from the navigation it shows to a new model, as part of
/// a ``NavigationPlan``.
///
/// Steps name screens, modals and tabs by their stable ids; what to draw for them (titles,
/// dialog buttons, pages) is read from the new model the plan was made for.
public enum NavigationStep: Hashable, Sendable, CustomStringConvertible {
  /// Dismiss this modal, which is the top one shown (`dismiss(animated:)` on its presenter).
  case dismiss(ModalID)
  /// Replace the tab bar's tabs by the new model's (their ids or titles changed); tabs that
  /// keep their id keep their stack.
  case setTabs([TabID])
  /// Select this tab.
  case selectTab(TabID)
  /// Show a tab as a stack or as a primary/secondary pair.
  case setLayout(TabID, TabLayout)
  /// Make the stack at a location exactly these screens, root first, in one change (UIKit's
  /// `setViewControllers(_:animated:)`): screens that were already shown keep their view,
  /// new ones get one, missing ones go.
  case setStack(StackLocation, [ScreenID])
  /// Present this modal of the new model over the top one shown, with its whole stack.
  case present(ModalID)
  /// Redraw this screen in place, keeping its view: its title, tab-bar visibility or pages
  /// changed, its id did not.
  case update(ScreenID)

  /// One readable line, such as `setStack tab main [s1, s4]`.
  public var description: String {
    switch self {
    case .dismiss(let id): "dismiss \(id)"
    case .setTabs(let tabs): "setTabs [\(tabs.map(\.description).joined(separator: ", "))]"
    case .selectTab(let tab): "selectTab \(tab)"
    case .setLayout(let tab, let layout):
      "setLayout \(tab) \(layout == .stack ? "stack" : "split")"
    case .setStack(let location, let ids):
      "setStack \(location) [\(ids.map(\.description).joined(separator: ", "))]"
    case .present(let id): "present \(id)"
    case .update(let id): "update \(id)"
    }
  }
}
