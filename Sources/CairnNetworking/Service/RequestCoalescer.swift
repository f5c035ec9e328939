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
/// The first caller of a request (the leader) sends it in its own task; callers that come while
/// it is in flight (followers) wait for its outcome, which every one of them gets. A caller
/// whose task is cancelled leaves alone with ``NetworkError/cancelled``:
/// - a follower that leaves only stops waiting;
/// - a leader that leaves ends the exchange it carries; if followers are still waiting, the
///   first of them sends the request again and leads the rest, so that no caller ever gets
///   another caller's cancellation.
///
/// Why the leader sends inline rather than in a task of its own: a task per exchange made
/// `URLSession` on Linux lose its keep-alive connections (16 concurrent callers opened about
/// 120 connections per 3,200 requests instead of 2; see `NetworkConnectionReuseBenchmark`).
final class RequestCoalescer: @unchecked Sendable {
  // @unchecked Sendable: `flights`, `countWaiters`, `cancelledIDs` and `lastID` are only
  // touched while holding `lock`.
  typealias Output = (Data, HTTPURLResponse)

  /// One exchange in flight and the callers waiting for it.
  private final class Flight: @unchecked Sendable {
    // @unchecked Sendable: `followers` is only touched while holding the coalescer's `lock`.
    var followers: [UInt64: CheckedContinuation<FlightOutcome, Never>] = [:]
  }

  /// What a follower gets: the exchange's result, or word that its leader left before it.
  private enum FlightOutcome {
    case finished(Result<Output, any Error>)
    case leaderLeft
  }

  private let lock = NSLock()
  private var flights: [RequestKey: Flight] = [:]
  private var countWaiters:
    [UInt64: (key: RequestKey, count: Int, CheckedContinuation<Void, Never>)] = [:]
  private var cancelledIDs: Set<UInt64> = []
  private var lastID: UInt64 = 0

  /// Joins the flight for `key`, or leads a new one that runs `operation`.
  func perform(
    _ key: RequestKey, operation: @Sendable () async throws -> Output
  ) async throws -> Output {
    while true {
      try Task.checkCancellation()
      let (flight, isLeader): (Flight, Bool) = lock.withLock {
        if let flight = flights[key] { return (flight, false) }
        let flight = Flight()
        flights[key] = flight
        return (flight, true)
      }
      if isLeader {
        notifyCountWaiters(for: key)
        return try await lead(flight, key: key, operation: operation)
      }
      switch await follow(flight, key: key) {
      case .finished(let result): return try result.get()
      case .leaderLeft: continue  // send it again, leading or following the next flight
      }
    }
  }

  /// How many callers share the flight of `key` (its leader and followers).
  func callerCount(for key: RequestKey) -> Int {
    lock.withLock { callerCountLocked(for: key) }
  }

  /// Returns once `count` callers share the flight of `key`, or when the calling task is
  /// cancelled.
  func waitForCallers(_ count: Int, key: RequestKey) async {
    let id = lock.withLock { nextID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isReady = lock.withLock {
          if cancelledIDs.remove(id) != nil || callerCountLocked(for: key) >= count { return true }
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

  /// Runs the exchange in the calling task and hands its outcome to the followers.
  private func lead(
    _ flight: Flight, key: RequestKey, operation: @Sendable () async throws -> Output
  ) async throws -> Output {
    let result: Result<Output, any Error>
    do {
      result = .success(try await operation())
    } catch {
      result = .failure(error)
    }
    let isLeaving = Task.isCancelled
    let followers = lock.withLock {
      if flights[key] === flight { flights[key] = nil }
      defer { flight.followers = [:] }
      return Array(flight.followers.values)
    }
    let outcome: FlightOutcome
    if case .failure = result, isLeaving {
      outcome = .leaderLeft
    } else {
      outcome = .finished(result)
    }
    for follower in followers { follower.resume(returning: outcome) }
    return try result.get()
  }

  /// Waits for the flight's outcome; a cancelled follower leaves at once.
  private func follow(_ flight: Flight, key: RequestKey) async -> FlightOutcome {
    let id = lock.withLock { nextID() }
    let outcome: FlightOutcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isCancelled = lock.withLock {
          if cancelledIDs.remove(id) != nil { return true }
          flight.followers[id] = continuation
          return false
        }
        if isCancelled {
          continuation.resume(returning: .finished(.failure(NetworkError.cancelled)))
        } else {
          notifyCountWaiters(for: key)
        }
      }
    } onCancel: {
      let follower = lock.withLock {
        guard let follower = flight.followers.removeValue(forKey: id) else {
          cancelledIDs.insert(id)
          return nil as CheckedContinuation<FlightOutcome, Never>?
        }
        return follower
      }
      follower?.resume(returning: .finished(.failure(NetworkError.cancelled)))
    }
    return outcome
  }

  /// A new waiter id; call while holding `lock`.
  private func nextID() -> UInt64 {
    lastID += 1
    return lastID
  }

  /// Call while holding `lock`.
  private func callerCountLocked(for key: RequestKey) -> Int {
    guard let flight = flights[key] else { return 0 }
    return 1 + flight.followers.count
  }

  private func notifyCountWaiters(for key: RequestKey) {
    let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
      let count = callerCountLocked(for: key)
      let readyIDs = countWaiters.filter { $0.value.key == key && $0.value.count <= count }.keys
      return readyIDs.compactMap { countWaiters.removeValue(forKey: $0)?.2 }
    }
    for waiter in ready { waiter.resume() }
  }
}
