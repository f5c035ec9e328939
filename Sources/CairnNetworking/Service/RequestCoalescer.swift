import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What makes two requests identical for coalescing: method, URL, header fields and body.
struct RequestKey: Hashable, Sendable {
  let method: String
  let url: URL?
  let headers: [String: String]
  let body: Data?

  init(_ request: URLRequest) {
    method = request.httpMethod ?? "GET"
    url = request.url
    headers = request.allHTTPHeaderFields ?? [:]
    body = request.httpBody
  }
}

/// Lets identical in-flight requests share one exchange.
///
/// The first caller of a request starts a flight: the exchange runs in a task of its own, and
/// every caller — the first one and those that come while it is in flight — waits for its
/// outcome. A caller whose task is cancelled leaves alone with ``NetworkError/cancelled``; the
/// exchange goes on for the others, whichever caller started it, and is cancelled only when
/// its last caller has left. So cancelling the caller that happened to come first (an image
/// scrolled past by its first viewer while another cell still shows it) never sends the
/// request twice.
final class RequestCoalescer: @unchecked Sendable {
  // @unchecked Sendable: `flights`, `callerFlights`, `cancelledIDs`, `countWaiters` and
  // `lastID` are only touched while holding `lock`.
  typealias Output = (Data, HTTPURLResponse)
  private typealias Caller = CheckedContinuation<Result<Output, any Error>, Never>

  /// One exchange in flight and the callers waiting for it.
  private final class Flight: @unchecked Sendable {
    // @unchecked Sendable: `callers` and `task` are only touched while holding the coalescer's
    // `lock`.
    let key: RequestKey
    /// The flight's number in ``NetworkActivity``'s report.
    let number: UInt64
    /// The callers waiting, by id, with their entry in ``NetworkActivity``.
    var callers: [UInt64: (caller: Caller, activity: UInt64)] = [:]
    var task: Task<Void, Never>?

    init(key: RequestKey, number: UInt64) {
      self.key = key
      self.number = number
    }
  }

  private let lock = NSLock()
  private var flights: [RequestKey: Flight] = [:]
  /// The flight each caller joined, by caller id, until its call returns.
  private var callerFlights: [UInt64: Flight] = [:]
  /// Callers cancelled before they joined a flight.
  private var cancelledIDs: Set<UInt64> = []
  private var countWaiters:
    [UInt64: (key: RequestKey, count: Int, CheckedContinuation<Void, Never>)] = [:]
  private var lastID: UInt64 = 0

  /// Joins the flight for `key`, or starts a new one that runs `operation`, and returns its
  /// outcome; throws ``NetworkError/cancelled`` as soon as the calling task is cancelled.
  func perform(
    _ key: RequestKey, operation: @escaping @Sendable () async throws -> Output
  ) async throws -> Output {
    let id = lock.withLock { nextID() }
    let result: Result<Output, any Error> = await withTaskCancellationHandler {
      await withCheckedContinuation { (caller: Caller) in
        join(key, id: id, caller: caller, operation: operation)
      }
    } onCancel: {
      leave(id)
    }
    lock.withLock { callerFlights[id] = nil }
    return try result.get()
  }

  /// How many callers share the flight of `key`.
  func callerCount(for key: RequestKey) -> Int {
    lock.withLock { flights[key]?.callers.count ?? 0 }
  }

  /// Returns once `count` callers share the flight of `key`, or when the calling task is
  /// cancelled.
  func waitForCallers(_ count: Int, key: RequestKey) async {
    let id = lock.withLock { nextID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isReady = lock.withLock {
          if cancelledIDs.remove(id) != nil || (flights[key]?.callers.count ?? 0) >= count {
            return true
          }
          countWaiters[id] = (key, count, continuation)
          return false
        }
        if isReady { continuation.resume() }
      }
    } onCancel: {
      let waiter = lock.withLock {
        guard let waiter = countWaiters.removeValue(forKey: id) else {
          cancelledIDs.insert(id)
          return nil as CheckedContinuation<Void, Never>?
        }
        return waiter.2
      }
      waiter?.resume()
    }
  }

  /// Adds caller `id` to the flight of `key`, starting the flight when there is none.
  private func join(
    _ key: RequestKey, id: UInt64, caller: Caller,
    operation: @escaping @Sendable () async throws -> Output
  ) {
    let joined: Flight? = lock.withLock {
      if cancelledIDs.remove(id) != nil { return nil }
      let flight: Flight
      if let existing = flights[key] {
        flight = existing
      } else {
        flight = Flight(key: key, number: nextID())
        flights[key] = flight
        // Started under the lock, so that a caller leaving at once finds the task to cancel.
        flight.task = Task { await self.fly(flight, operation) }
      }
      let activity = NetworkActivity.registry.begin(
        method: key.method, url: key.url, .coalesced(flight: flight.number))
      flight.callers[id] = (caller, activity)
      callerFlights[id] = flight
      return flight
    }
    guard joined != nil else {
      caller.resume(returning: .failure(NetworkError.cancelled))
      return
    }
    notifyCountWaiters(for: key)
  }

  /// Takes caller `id` out of its flight with ``NetworkError/cancelled``; cancels the flight
  /// when no caller is left. Never blocks: it runs in a cancellation handler.
  private func leave(_ id: UInt64) {
    let left: ((caller: Caller, activity: UInt64), Task<Void, Never>?)? = lock.withLock {
      guard let flight = callerFlights[id] else {
        // Not joined yet: `join` will find the id and leave at once.
        cancelledIDs.insert(id)
        return nil
      }
      // Already answered: nothing to leave.
      guard let waiting = flight.callers.removeValue(forKey: id) else { return nil }
      guard flight.callers.isEmpty else { return (waiting, nil) }
      if flights[flight.key] === flight { flights[flight.key] = nil }
      return (waiting, flight.task)
    }
    guard let (waiting, abandoned) = left else { return }
    NetworkActivity.registry.end(waiting.activity)
    waiting.caller.resume(returning: .failure(NetworkError.cancelled))
    abandoned?.cancel()
  }

  /// Runs the flight's exchange and hands its outcome to every caller still waiting.
  private func fly(_ flight: Flight, _ operation: @Sendable () async throws -> Output) async {
    let result: Result<Output, any Error>
    do {
      result = .success(try await operation())
    } catch {
      result = .failure(error)
    }
    let callers = lock.withLock {
      if flights[flight.key] === flight { flights[flight.key] = nil }
      defer { flight.callers = [:] }
      return Array(flight.callers.values)
    }
    for waiting in callers {
      NetworkActivity.registry.end(waiting.activity)
      waiting.caller.resume(returning: result)
    }
  }

  /// A new id; call while holding `lock`.
  private func nextID() -> UInt64 {
    lastID += 1
    return lastID
  }

  private func notifyCountWaiters(for key: RequestKey) {
    let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
      let count = flights[key]?.callers.count ?? 0
      let readyIDs = countWaiters.filter { $0.value.key == key && $0.value.count <= count }.keys
      return readyIDs.compactMap { countWaiters.removeValue(forKey: $0)?.2 }
    }
    for waiter in ready { waiter.resume() }
  }
}
