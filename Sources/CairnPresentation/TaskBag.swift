/// Owns the tasks and subscriptions of one view model (or any object): when the bag is
/// released, every task it started is cancelled and every subscription ends. No work outlives
/// its screen (Docs/Architecture.md, concurrency).
///
/// Tasks should capture their owner weakly (`[weak self]`), or the owner is never released.
@MainActor
public final class TaskBag {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var subscriptions: [Subscription] = []
  private var lastKey = 0

  /// Creates an empty bag.
  public init() {}

  /// Starts `operation` in a task the bag owns; it is forgotten once it returns.
  public func run(_ operation: @escaping @MainActor () async -> Void) {
    lastKey += 1
    let key = lastKey
    tasks[key] = Task { [weak self] in
      await operation()
      self?.tasks[key] = nil
    }
  }

  /// Keeps a subscription until the bag is released or ``cancelAll()`` is called.
  public func insert(_ subscription: Subscription) {
    subscriptions.append(subscription)
  }

  /// How many started tasks have not returned yet.
  public var runningTaskCount: Int { tasks.count }

  /// Cancels every task and ends every subscription now.
  public func cancelAll() {
    for task in tasks.values { task.cancel() }
    tasks = [:]
    for subscription in subscriptions { subscription.cancel() }
    subscriptions = []
  }

  deinit {
    for task in tasks.values { task.cancel() }
  }
}
