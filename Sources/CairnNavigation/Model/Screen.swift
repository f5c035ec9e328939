/// One screen in a stack: what a front end draws as a full page with a navigation bar.
///
/// The screen's content (normally its view model) is kept by the ``Navigator``, not here,
/// so that the model stays a plain value that tests can compare and print.
public struct Screen: Identifiable, Hashable, Sendable {
  /// The screen's id, unique within its navigator.
  public let id: ScreenID
  /// What kind of screen this is, such as `"TodoList"`; front ends pick a view by it.
  public var name: String
  /// The title shown in the navigation bar.
  public var title: String
  /// The flow that pushed the screen; when all of a flow's screens are gone, the flow finishes.
  public var owner: FlowID?
  /// True when the tab bar is hidden while this screen is on top (UIKit's
  /// `hidesBottomBarWhenPushed`; the original Onban's pushed detail).
  public var hidesTabBar: Bool
  /// The pages this screen shows one at a time, when it is a paged set
  /// (``Router/pushPages(_:name:title:selected:hidesTabBar:)``); `nil` for an ordinary screen.
  public var pageSet: PageSet?

  /// Creates a screen value; normally ``Router/push(_:name:title:hidesTabBar:)`` does this.
  public init(
    id: ScreenID, name: String, title: String, owner: FlowID?, hidesTabBar: Bool = false,
    pageSet: PageSet? = nil
  ) {
    self.id = id
    self.name = name
    self.title = title
    self.owner = owner
    self.hidesTabBar = hidesTabBar
    self.pageSet = pageSet
  }

  /// The screen whose content the user is looking at: the page that shows, for a paged set;
  /// the screen itself otherwise.
  public var focused: Screen {
    pageSet?.selectedPage ?? self
  }

  /// This screen and its pages.
  public var withPages: [Screen] {
    [self] + (pageSet?.pages ?? [])
  }
}
