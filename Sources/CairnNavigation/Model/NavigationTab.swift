/// One tab of the tab bar, with its own stack of screens.
public struct NavigationTab: Identifiable, Hashable, Sendable {
  /// The tab's stable name.
  public let id: TabID
  /// The label in the tab bar.
  public var title: String
  /// The tab's screens, root first.
  public var stack: [Screen]

  /// Creates a tab, empty by default.
  public init(id: TabID, title: String, stack: [Screen] = []) {
    self.id = id
    self.title = title
    self.stack = stack
  }
}
