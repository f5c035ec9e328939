/// Something that happened to the navigation model, in the order it happened.
///
/// Subscribe with ``Navigator/events`` or ``Navigator/observe(_:)`` to log navigation or to
/// assert on it in tests.
public enum NavigationEvent: Hashable, Sendable, CustomStringConvertible {
  /// A screen was added to the stack at a location.
  case pushed(Screen, on: StackLocation)
  /// A screen left the stack at a location (popped, removed or replaced).
  case popped(Screen, from: StackLocation)
  /// A sheet or dialog was presented.
  case presented(Modal)
  /// A sheet or dialog went away.
  case dismissed(Modal)
  /// The selected tab changed.
  case tabSelected(TabID)
  /// A screen's title changed.
  case retitled(Screen)
  /// Another page of a paged set shows.
  case pageSelected(ScreenID, page: Int)
  /// A tab's layout changed (one screen at a time, or a primary/secondary pair).
  case layoutChanged(TabID, TabLayout)
  /// A flow started; its name is its coordinator's type name.
  case flowStarted(FlowID, name: String)
  /// A flow finished, with a value or cancelled.
  case flowFinished(FlowID, name: String, isCancelled: Bool)

  /// One readable line, such as `pushed TodoList "Project Manager" on tab main`.
  public var description: String {
    switch self {
    case .pushed(let screen, let location):
      "pushed \(screen.name) \"\(screen.title)\" on \(location)"
    case .popped(let screen, let location):
      "popped \(screen.name) \"\(screen.title)\" from \(location)"
    case .presented(let modal):
      "presented \(Self.describe(modal))"
    case .dismissed(let modal):
      "dismissed \(Self.describe(modal))"
    case .tabSelected(let tab):
      "selected tab \(tab)"
    case .retitled(let screen):
      "retitled \(screen.name) \"\(screen.title)\""
    case .pageSelected(let screen, let page):
      "page \(page) of \(screen) shows"
    case .layoutChanged(let tab, let layout):
      "tab \(tab) shown as \(layout == .stack ? "a stack" : "a split")"
    case .flowStarted(let id, let name):
      "started \(name) \(id)"
    case .flowFinished(let id, let name, let isCancelled):
      isCancelled ? "cancelled \(name) \(id)" : "finished \(name) \(id)"
    }
  }

  private static func describe(_ modal: Modal) -> String {
    switch modal.content {
    case .sheet(let style, let stack):
      "\(style.rawValue) \(modal.id) [\(stack.map(\.name).joined(separator: ", "))]"
    case .dialog(let dialog):
      "\(dialog.style.rawValue) \(modal.id) \"\(dialog.title)\""
    }
  }
}
