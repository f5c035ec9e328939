import Foundation

/// Runs one operation per key for any number of concurrent callers, and hands its result to
/// each of them.
///
/// A caller that is cancelled stops waiting at once (with `CancellationError`) while the
/// others keep waiting; when every caller of a load has been cancelled, the load's task is
/// cancelled too.
final class LoadCoalescer<Key: Hashable & Sendable, Output: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `flights`, `notJoined` and `lastID` are only touched under `lock`.
  private typealias Waiter = CheckedContinuation<Output, any Error>

  private struct Flight {
    let id: UInt64
    var task: Task<Void, Never>?
    var waiters: [UInt64: Waiter] = [:]
  }

  private let lock = NSLock()
  private var flights: [Key: Flight] = [:]
  /// Callers that have not joined a flight yet, and whether they were cancelled meanwhile.
  private var notJoined: [UInt64: Bool] = [:]
  private var lastID: UInt64 = 0

  /// How many callers are waiting for the load of `key`.
  func waiterCount(for key: Key) -> Int {
    lock.withLock { flights[key]?.waiters.count ?? 0 }
  }

  /// How many callers are waiting for the loads whose keys pass `isCounted`.
  func waiterCount(where isCounted: (Key) -> Bool) -> Int {
    lock.withLock {
      flights.reduce(0) { total, flight in
        total + (isCounted(flight.key) ? flight.value.waiters.count : 0)
      }
    }
  }

  /// The output of `operation` for `key`: joins the load already running for `key`, if any,
  /// or starts one.
  func run(
    _ key: Key, operation: @escaping @Sendable () async throws -> Output
  ) async throws -> Output {
    let waiterID = lock.withLock {
      let id = nextID()
      notJoined[id] = false
      return id
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (waiter: Waiter) in
        join(key, waiterID: waiterID, waiter: waiter, operation: operation)
      }
    } onCancel: {
      leave(key, waiterID: waiterID)
    }
  }

  private func join(
    _ key: Key, waiterID: UInt64, waiter: Waiter,
    operation: @escaping @Sendable () async throws -> Output
  ) {
    let isCancelled = lock.withLock {
      if notJoined.removeValue(forKey: waiterID) == true { return true }
      if flights[key] == nil {
        let flightID = nextID()
        flights[key] = Flight(id: flightID)
        flights[key]?.task = Task {
          let result: Result<Output, any Error>
          do {
            result = .success(try await operation())
          } catch {
            result = .failure(error)
          }
          self.finish(key, flightID: flightID, with: result)
        }
      }
      flights[key]?.waiters[waiterID] = waiter
      return false
    }
    if isCancelled { waiter.resume(throwing: CancellationError()) }
  }

  private func leave(_ key: Key, waiterID: UInt64) {
    let waiter: Waiter? = lock.withLock {
      if notJoined[waiterID] != nil {
        notJoined[waiterID] = true
        return nil
      }
      guard let waiter = flights[key]?.waiters.removeValue(forKey: waiterID) else { return nil }
      if flights[key]?.waiters.isEmpty == true {
        flights[key]?.task?.cancel()
        flights[key] = nil
      }
      return waiter
    }
    waiter?.resume(throwing: CancellationError())
  }

  private func finish(_ key: Key, flightID: UInt64, with result: Result<Output, any Error>) {
    let waiters: [Waiter] = lock.withLock {
      guard let flight = flights[key], flight.id == flightID else { return [] }
      flights[key] = nil
      return Array(flight.waiters.values)
    }
    for waiter in waiters { waiter.resume(with: result) }
  }

  private func nextID() -> UInt64 {
    lastID += 1
    return lastID
  }
}
