/// One tab of the tab bar, with its own stack of screens.
public struct NavigationTab: Identifiable, Hashable, Sendable {
  /// The tab's stable name.
  public let id: TabID
  /// The label in the tab bar.
  public var title: String
  /// The tab's screens, root first.
  public var stack: [Screen]
  /// How the stack is shown: one screen at a time, or a primary/secondary pair.
  public var layout: TabLayout

  /// Creates a tab, empty and one screen at a time by default.
  public init(id: TabID, title: String, stack: [Screen] = [], layout: TabLayout = .stack) {
    self.id = id
    self.title = title
    self.stack = stack
    self.layout = layout
  }
}
