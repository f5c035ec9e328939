import Dispatch
import Foundation

/// The deadlines of every ``URLSessionExchange``, on one dispatch timer.
///
/// A dispatch timer per request cost about 7% of the CPU of a request on loopback (creating,
/// arming and cancelling a dispatch source wakes libdispatch's timer thread each time). Here a
/// request's deadline is an entry in a heap under a lock; the one timer is re-armed only when a
/// deadline comes earlier than the one it is armed for, which requests with the same timeout
/// never do.
///
/// Expiry runs on the timer's queue, outside any Swift task and without the lock held. A
/// cancelled entry stays in the heap until it reaches the top or the heap is compacted (when
/// it holds more than twice the live entries and 1,024 more).
final class DeadlineTimer: @unchecked Sendable {
  // @unchecked Sendable: `heap`, `actions`, `armedAt` and `lastID` are only touched while
  // holding `lock`.

  /// One deadline: when, and the key of its action.
  private struct Entry {
    let deadline: UInt64
    let id: UInt64
  }

  /// The timer every exchange shares.
  static let shared = DeadlineTimer()

  private let lock = NSLock()
  private var heap: [Entry] = []
  private var actions: [UInt64: @Sendable () -> Void] = [:]
  private var armedAt: UInt64?
  private var lastID: UInt64 = 0
  private let queue = DispatchQueue(label: "cairn.networking.deadlines")
  private let timer: any DispatchSourceTimer

  init() {
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.setEventHandler { [weak self] in self?.fire() }
    timer.schedule(deadline: .distantFuture)
    timer.activate()
  }

  /// Runs `expire` once `duration` has passed, unless ``cancel(_:)`` comes first; returns the
  /// key to cancel it with.
  func schedule(after duration: Duration, _ expire: @escaping @Sendable () -> Void) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = UInt64(
      clamping: max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    let now = DispatchTime.now().uptimeNanoseconds
    let deadline = now.addingReportingOverflow(nanoseconds).overflow ? .max : now + nanoseconds
    return lock.withLock {
      lastID += 1
      actions[lastID] = expire
      push(Entry(deadline: deadline, id: lastID))
      if heap.count > 2 * actions.count + 1_024 { compact() }
      if armedAt.map({ deadline < $0 }) ?? true { arm(at: deadline) }
      return lastID
    }
  }

  /// Forgets the deadline `key`: its action will not run.
  func cancel(_ key: UInt64) {
    _ = lock.withLock { actions.removeValue(forKey: key) }
  }

  /// How many entries the heap holds, cancelled ones included (for tests).
  var heapCount: Int { lock.withLock { heap.count } }

  /// Runs the actions whose deadline has passed, then re-arms for the next live deadline.
  private func fire() {
    let due: [@Sendable () -> Void] = lock.withLock {
      let now = DispatchTime.now().uptimeNanoseconds
      var due: [@Sendable () -> Void] = []
      while let top = heap.first, top.deadline <= now || actions[top.id] == nil {
        popTop()
        if let action = actions.removeValue(forKey: top.id) { due.append(action) }
      }
      armedAt = nil
      if let next = heap.first?.deadline { arm(at: next) }
      return due
    }
    for action in due { action() }
  }

  /// Arms the timer for `deadline`; call while holding `lock` (setting a dispatch timer never
  /// waits for its handler), so that the timer always matches `armedAt`.
  private func arm(at deadline: UInt64) {
    armedAt = deadline
    timer.schedule(
      deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: .milliseconds(1))
  }

  // MARK: - The heap (call while holding `lock`)

  private func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].deadline < heap[parent].deadline else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private func popTop() {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    siftDown(from: 0)
  }

  private func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].deadline < heap[smallest].deadline { smallest = left }
      if right < heap.count, heap[right].deadline < heap[smallest].deadline { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }

  /// Drops the cancelled entries and rebuilds the heap.
  private func compact() {
    heap.removeAll { actions[$0.id] == nil }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
  }
}
