import Foundation
import ProjectManagerDomain

/// Hands the latest ``SyncStatus`` to any number of listeners: each gets the current value at
/// once, then every change.
final class StatusBroadcaster: @unchecked Sendable {
  // @unchecked Sendable: `latest`, `listeners` and `nextID` are only touched under `lock`.
  private let lock = NSLock()
  private var latest: SyncStatus
  private var listeners: [Int: AsyncStream<SyncStatus>.Continuation] = [:]
  private var nextID = 0

  init(_ initial: SyncStatus) {
    latest = initial
  }

  /// The latest status.
  var value: SyncStatus { lock.withLock { latest } }

  /// Publishes `status` to every listener, unless it is the current one.
  func send(_ status: SyncStatus) {
    let targets: [AsyncStream<SyncStatus>.Continuation] = lock.withLock {
      guard status != latest else { return [] }
      latest = status
      return Array(listeners.values)
    }
    for target in targets { target.yield(status) }
  }

  /// A stream of the current status and every later one.
  func updates() -> AsyncStream<SyncStatus> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: SyncStatus.self, bufferingPolicy: .bufferingNewest(1))
    let current: SyncStatus = lock.withLock {
      let id = nextID
      nextID += 1
      listeners[id] = continuation
      continuation.onTermination = { [weak self] _ in self?.remove(id) }
      return latest
    }
    continuation.yield(current)
    return stream
  }

  /// Ends every stream.
  func finish() {
    let targets = lock.withLock {
      defer { listeners = [:] }
      return Array(listeners.values)
    }
    for target in targets { target.finish() }
  }

  private func remove(_ id: Int) {
    lock.withLock { _ = listeners.removeValue(forKey: id) }
  }
}
