/// A coordinator's handle on one stack of the navigation model.
///
/// Every coordinator gets a router bound to it: the screens and modals it adds are marked as
/// its own, so the navigator can finish the flow when the user leaves them. A router is a small
/// value; make one for another stack with ``on(_:)``, ``onTab(_:)`` or ``onVisibleStack``.
@MainActor
public struct Router {
  /// The navigator whose model this router changes.
  public let navigator: Navigator
  /// The stack this router pushes onto.
  public let location: StackLocation
  /// The flow that owns what this router adds.
  public let owner: FlowID?

  /// Creates a router; coordinators normally receive one from their parent.
  public init(navigator: Navigator, location: StackLocation, owner: FlowID?) {
    self.navigator = navigator
    self.location = location
    self.owner = owner
  }

  /// The same stack, with what is added owned by `flow`.
  public func bound(to flow: FlowID) -> Router {
    Router(navigator: navigator, location: location, owner: flow)
  }

  /// A router on another stack, for the same owner.
  public func on(_ location: StackLocation) -> Router {
    Router(navigator: navigator, location: location, owner: owner)
  }

  /// A router on a tab's stack: starts a flow on any tab (DIMO's lesson, Docs/Origins.md).
  public func onTab(_ tab: TabID) -> Router {
    on(.tab(tab))
  }

  /// A router on the stack the user is looking at right now: the top sheet's, or else the
  /// selected tab's. DIMO starts shared flows (content detail, vote) there.
  public var onVisibleStack: Router {
    on(navigator.state.visibleLocation)
  }

  /// The screens of this router's stack, root first; empty when the stack is gone.
  public var stack: [Screen] {
    navigator.state.stack(at: location) ?? []
  }

  /// True while this router's stack exists (a dismissed sheet's stack does not).
  public var isAttached: Bool {
    navigator.state.stack(at: location) != nil
  }
}

/// One screen to show: its content (normally its view model), its kind and its title.
public struct ScreenContent {
  /// What the screen shows; the navigator keeps it alive while the screen exists.
  public let content: AnyObject
  /// The kind of screen; defaults to the content's type name without a `ViewModel` suffix.
  public let name: String
  /// The navigation-bar title.
  public let title: String
  /// True when the tab bar is hidden while this screen is on top.
  public let hidesTabBar: Bool

  /// Describes a screen.
  public init(_ content: AnyObject, name: String? = nil, title: String, hidesTabBar: Bool = false) {
    self.content = content
    self.name = name ?? Self.defaultName(for: content)
    self.title = title
    self.hidesTabBar = hidesTabBar
  }

  static func defaultName(for content: AnyObject) -> String {
    // `_typeName` is several times cheaper than `String(describing:)`, which goes through Mirror.
    let typeName = _typeName(type(of: content), qualified: false)
    guard typeName.hasSuffix("ViewModel"), typeName != "ViewModel" else { return typeName }
    return String(typeName.dropLast("ViewModel".count))
  }
}
