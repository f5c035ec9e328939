/// The whole navigation of an app as a plain value: tabs, each with a stack of screens, the
/// selected tab, and the stack of presented modals (Docs/Navigation.md).
///
/// A front end draws it; coordinators change it through a ``Router``; tests compare it.
public struct NavigationState: Hashable, Sendable {
  /// The tabs in tab-bar order. An app without a tab bar has one tab, ``TabID/main``.
  public var tabs: [NavigationTab]
  /// The selected tab's id.
  public var selectedTab: TabID
  /// Presented modals, bottom first; the last one is on top.
  public var modals: [Modal]

  /// Creates a model with the given tabs; the first one is selected.
  public init(tabs: [NavigationTab] = [NavigationTab(id: .main, title: "")], modals: [Modal] = []) {
    let tabs = tabs.isEmpty ? [NavigationTab(id: .main, title: "")] : tabs
    self.tabs = tabs
    self.selectedTab = tabs[0].id
    self.modals = modals
  }

  /// The stack at `location`, or `nil` when there is no such tab or sheet.
  public func stack(at location: StackLocation) -> [Screen]? {
    switch location {
    case .tab(let id):
      return tabs.first { $0.id == id }?.stack
    case .sheet(let id):
      guard let modal = modals.first(where: { $0.id == id }), modal.dialog == nil else {
        return nil
      }
      return modal.stack
    }
  }

  /// Replaces the stack at `location`; returns false when there is no such tab or sheet.
  @discardableResult
  public mutating func setStack(_ stack: [Screen], at location: StackLocation) -> Bool {
    switch location {
    case .tab(let id):
      guard let index = tabs.firstIndex(where: { $0.id == id }) else { return false }
      tabs[index].stack = stack
      return true
    case .sheet(let id):
      guard let index = modals.firstIndex(where: { $0.id == id }),
        case .sheet(let style, _) = modals[index].content
      else { return false }
      modals[index].content = .sheet(style, stack: stack)
      return true
    }
  }

  /// The stack the user is looking at: the top sheet's, or else the selected tab's.
  public var visibleLocation: StackLocation {
    if let sheet = modals.last(where: { $0.dialog == nil }) { return .sheet(sheet.id) }
    return .tab(selectedTab)
  }

  /// The screen on top of the visible stack.
  public var visibleScreen: Screen? {
    stack(at: visibleLocation)?.last
  }

  /// The screen whose content the user is looking at: the visible screen, or the page that
  /// shows when the visible screen is a paged set.
  public var focusedScreen: Screen? {
    visibleScreen?.focused
  }

  /// The dialog on top, when the top modal is one.
  public var topDialog: (id: ModalID, dialog: Dialog)? {
    guard let top = modals.last, let dialog = top.dialog else { return nil }
    return (top.id, dialog)
  }

  /// Every screen in the model, pages included: tabs first, then modals.
  public var allScreens: [Screen] {
    (tabs.flatMap(\.stack) + modals.flatMap(\.stack)).flatMap(\.withPages)
  }

  /// Where the screen with this id is, if it is anywhere (a page is where its set is).
  public func location(of screen: ScreenID) -> StackLocation? {
    func holds(_ stack: [Screen]) -> Bool {
      stack.contains { $0.withPages.contains { $0.id == screen } }
    }
    if let tab = tabs.first(where: { holds($0.stack) }) {
      return .tab(tab.id)
    }
    if let modal = modals.first(where: { holds($0.stack) }) {
      return .sheet(modal.id)
    }
    return nil
  }
}
