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

/// Lets identical in-flight requests share one exchange. Every caller gets the shared result;
/// a caller whose task is cancelled leaves alone with ``NetworkError/cancelled``, and the
/// exchange is cancelled only when every caller has left.
actor RequestCoalescer {
  typealias Output = (Data, HTTPURLResponse)

  private struct Flight {
    let id: UInt64
    var task: Task<Void, Never>?
    var waiters: [UInt64: CheckedContinuation<Output, any Error>] = [:]
  }

  private var flights: [RequestKey: Flight] = [:]
  private var lastID: UInt64 = 0
  private var countWaiters: [(key: RequestKey, count: Int, CheckedContinuation<Void, Never>)] = []

  /// Joins the flight for `key`, starting it with `operation` when there is none.
  func perform(
    _ key: RequestKey, operation: @escaping @Sendable () async throws -> Output
  ) async throws -> Output {
    lastID += 1
    let waiterID = lastID
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(throwing: NetworkError.cancelled)
          return
        }
        var flight = flights[key] ?? startFlight(key, id: waiterID, operation: operation)
        flight.waiters[waiterID] = continuation
        flights[key] = flight
        notifyCountWaiters(for: key)
      }
    } onCancel: {
      Task { await self.leave(key, waiterID: waiterID) }
    }
  }

  /// How many callers wait for the flight of `key`.
  func callerCount(for key: RequestKey) -> Int {
    flights[key]?.waiters.count ?? 0
  }

  /// Returns once `count` callers wait for the flight of `key`.
  func waitForCallers(_ count: Int, key: RequestKey) async {
    await withCheckedContinuation { continuation in
      countWaiters.append((key, count, continuation))
      notifyCountWaiters(for: key)
    }
  }

  private func startFlight(
    _ key: RequestKey, id: UInt64, operation: @escaping @Sendable () async throws -> Output
  ) -> Flight {
    var flight = Flight(id: id)
    flight.task = Task {
      let result: Result<Output, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      self.land(key, flightID: id, result: result)
    }
    return flight
  }

  private func land(_ key: RequestKey, flightID: UInt64, result: Result<Output, any Error>) {
    guard let flight = flights[key], flight.id == flightID else { return }
    flights[key] = nil
    for continuation in flight.waiters.values {
      continuation.resume(with: result)
    }
  }

  private func leave(_ key: RequestKey, waiterID: UInt64) {
    guard var flight = flights[key],
      let continuation = flight.waiters.removeValue(forKey: waiterID)
    else { return }
    continuation.resume(throwing: NetworkError.cancelled)
    if flight.waiters.isEmpty {
      flight.task?.cancel()
      flights[key] = nil
    } else {
      flights[key] = flight
    }
  }

  private func notifyCountWaiters(for key: RequestKey) {
    let count = callerCount(for: key)
    let ready = countWaiters.filter { $0.key == key && $0.count <= count }
    countWaiters.removeAll { $0.key == key && $0.count <= count }
    for waiter in ready { waiter.2.resume() }
  }
}
