import Foundation
import ProjectManagerDomain

/// Hands each sync's overwritten edits to every listener listening at the time.
final class OverwrittenEditsBroadcaster: @unchecked Sendable {
  // @unchecked Sendable: `listeners` and `nextID` are only touched under `lock`.
  private let lock = NSLock()
  private var listeners: [Int: AsyncStream<[OverwrittenEdit]>.Continuation] = [:]
  private var nextID = 0

  /// Gives `edits` to every listener.
  func send(_ edits: [OverwrittenEdit]) {
    for target in lock.withLock({ Array(listeners.values) }) { target.yield(edits) }
  }

  /// A stream of every later sync's edits.
  func updates() -> AsyncStream<[OverwrittenEdit]> {
    let (stream, continuation) = AsyncStream.makeStream(of: [OverwrittenEdit].self)
    lock.withLock {
      let id = nextID
      nextID += 1
      listeners[id] = continuation
      continuation.onTermination = { [weak self] _ in self?.remove(id) }
    }
    return stream
  }

  private func remove(_ id: Int) {
    lock.withLock { _ = listeners.removeValue(forKey: id) }
  }
}
