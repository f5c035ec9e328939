/// A coordinator owns one flow of screens: it builds each screen's view model with its
/// dependencies, shows screens through its ``router``, and starts child flows, as the TodoList's
/// and BookKitty's coordinators do.
///
/// Subclass it and override ``start()``. Children are kept in ``children`` while they run and
/// removed automatically when they finish; the parent is told through ``childDidFinish(_:)``
/// (the delegate style of the seeds) and, for ``FlowCoordinator`` children started with
/// ``run(_:)``, by the awaited ``FlowOutcome``.
///
/// A flow finishes exactly once: when it calls ``finish()`` or ``cancel()``, when its parent
/// finishes, or when the user leaves its last screen (back, swipe-dismiss). Finishing removes
/// whatever screens and modals it still shows, finishes its children first, and cancels the
/// tasks it started with ``task(_:)``.
@MainActor
open class Coordinator {
  /// This flow's id, unique within its navigator.
  public let id: FlowID
  /// Where this flow shows its screens; what it adds is marked as its own.
  public let router: Router
  /// The coordinator that started this one; `nil` for a root.
  public private(set) weak var parent: Coordinator?
  /// The child flows that are running, in start order.
  public private(set) var children: [Coordinator] = []
  /// True once ``start()`` has been called through the parent or the navigator.
  public private(set) var isStarted = false
  /// True once the flow has finished; it never starts again.
  public private(set) var isFinished = false
  /// True when the flow finished without a result.
  public private(set) var isCancelled = false

  private var tasks: [Int: Task<Void, Never>] = [:]
  private var lastTaskKey = 0
  private var onEnd: (() -> Void)?

  /// Creates a coordinator that shows its screens through (a copy of) `router`.
  public init(router: Router) {
    let id = router.navigator.makeFlowID()
    self.id = id
    self.router = router.bound(to: id)
  }

  /// The navigator that holds this flow's screens.
  public var navigator: Navigator { router.navigator }

  /// The flow's name in events and logs: the coordinator's type name.
  open var name: String { _typeName(type(of: self), qualified: false) }

  /// Shows the flow's first screen or starts its first child. Called once.
  open func start() {}

  /// Called after a child finished and was removed from ``children``; check
  /// `child.isCancelled`. The default does nothing.
  open func childDidFinish(_ child: Coordinator) {}

  /// Starts a child flow, delegate style: it is kept in ``children`` until it finishes, and
  /// ``childDidFinish(_:)`` is called then.
  public func startChild(_ child: Coordinator) {
    guard !isFinished, !child.isStarted else { return }
    child.parent = self
    children.append(child)
    navigator.register(child)
    child.begin()
  }

  /// Finishes the flow successfully.
  public func finish() {
    end(isCancelled: false)
  }

  /// Finishes the flow as cancelled.
  public func cancel() {
    end(isCancelled: true)
  }

  /// Runs `operation` in a task owned by this flow: it is cancelled when the flow finishes.
  public func task(_ operation: @escaping @MainActor () async -> Void) {
    guard !isFinished else { return }
    lastTaskKey += 1
    let key = lastTaskKey
    tasks[key] = Task { [weak self] in
      await operation()
      self?.tasks[key] = nil
    }
  }

  // MARK: Internals

  /// How deep the flow is in the tree; the navigator finishes deeper flows first.
  var depth: Int {
    var depth = 0
    var node = parent
    while let current = node {
      depth += 1
      node = current.parent
    }
    return depth
  }

  func begin() {
    isStarted = true
    start()
  }

  func whenEnded(_ action: @escaping () -> Void) {
    onEnd = action
  }

  func end(isCancelled: Bool) {
    guard !isFinished else { return }
    isFinished = true
    self.isCancelled = isCancelled && !hasKeptResult
    willEnd(isCancelled: self.isCancelled)
    for child in children.reversed() {
      child.end(isCancelled: true)
    }
    for task in tasks.values { task.cancel() }
    tasks = [:]
    navigator.removeEverything(ownedBy: id)
    navigator.unregister(self)
    if let parent {
      parent.children.removeAll { $0 === self }
      parent.childDidFinish(self)
    }
    let onEnd = self.onEnd
    self.onEnd = nil
    onEnd?()
  }

  /// A hook for subclasses in this module that keep a result.
  func willEnd(isCancelled: Bool) {}

  /// True when the flow holds a result it ends with however it ends (``FlowCoordinator``'s
  /// ``FlowCoordinator/keepResult(_:)``): its end then counts as finished, not cancelled.
  var hasKeptResult: Bool { false }
}
