/// Holds the navigation model of one app, the content of its screens, and its running flows.
///
/// Coordinators change the model through their ``Router``; a front end draws ``state`` and
/// reports what the user did with ``perform(_:)``. After every change the navigator finishes,
/// as cancelled, each flow whose last screen went away, so flows the user left are released.
@MainActor
public final class Navigator {
  /// The current navigation model.
  public internal(set) var state: NavigationState

  // Internal, not private: the `Navigator+…` extensions in other files use them.
  var contents: [ScreenID: AnyObject] = [:]
  var flows: [FlowID: WeakCoordinator] = [:]
  var roots: [FlowID: Coordinator] = [:]
  var dialogReplies: [ModalID: (Int?) -> Void] = [:]
  var observers: [Observer] = []
  var ownedScreenCounts: [FlowID: Int] = [:]
  var lastNumber = 0

  /// Creates a navigator whose model has the given tabs (one untitled `main` tab by default).
  public init(tabs: [NavigationTab] = [NavigationTab(id: .main, title: "")]) {
    state = NavigationState(tabs: tabs)
  }

  /// A router on a stack that belongs to no flow, for starting root coordinators.
  public func router(on location: StackLocation = .tab(.main)) -> Router {
    Router(navigator: self, location: location, owner: nil)
  }

  /// Starts a root coordinator (normally the AppCoordinator). The navigator keeps it alive
  /// until it finishes.
  public func start(_ root: Coordinator) {
    guard !root.isStarted else { return }
    roots[root.id] = root
    register(root)
    root.begin()
  }

  // MARK: Reading

  /// The content (normally the view model) shown by a screen, while the screen exists.
  public func content(of screen: ScreenID) -> AnyObject? {
    contents[screen]
  }

  /// The content of a screen, cast to the type the caller expects.
  public func content<Content>(of screen: ScreenID, as type: Content.Type) -> Content? {
    contents[screen] as? Content
  }

  /// The running coordinator with this id.
  public func coordinator(_ id: FlowID) -> Coordinator? {
    flows[id]?.coordinator
  }

  /// Every running flow's coordinator, in start order.
  public var runningFlows: [Coordinator] {
    flows.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { flows[$0]?.coordinator }
  }
}

/// The navigator holds flows weakly: parents own children, the navigator only finds them.
struct WeakCoordinator {
  weak var coordinator: Coordinator?

  init(_ coordinator: Coordinator) {
    self.coordinator = coordinator
  }
}
