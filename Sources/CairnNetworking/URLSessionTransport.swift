import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport: `URLSession` with async/await, on Apple platforms and on Linux.
///
/// The request's `timeoutInterval` is enforced as the deadline of the whole exchange, to the
/// millisecond and on every platform (Linux `URLSession` truncates it to whole seconds, so that
/// a 0.5 s timeout would fire at once); it throws `URLError(.timedOut)`. Cancelling the calling
/// task cancels the `URLSession` task, which throws `URLError(.cancelled)`.
public struct URLSessionTransport: HTTPTransport {
  /// The session requests go through.
  public let session: URLSession

  /// Creates a transport over `session` (`URLSession.shared` by default).
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// Sends `request` and returns its body and response, or throws a `URLError`.
  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let response: URLResponse
    let data: Data
    if let deadline = Self.deadline(of: request.timeoutInterval) {
      var backstopped = request
      // URLSession's own timer is only a backstop, a second later than ours.
      backstopped.timeoutInterval = request.timeoutInterval.rounded(.up) + 1
      (data, response) = try await send(backstopped, deadline: deadline)
    } else {
      (data, response) = try await session.data(for: request)
    }
    guard let httpResponse = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    return (data, httpResponse)
  }

  /// Races the exchange against `deadline`.
  private func send(_ request: URLRequest, deadline: Duration) async throws -> (Data, URLResponse) {
    let session = session
    return try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
      group.addTask { try await session.data(for: request) }
      group.addTask {
        // The deadline racing the request (Linux truncates timeoutInterval to whole seconds).
        try await Task.sleep(for: deadline)
        throw URLError(.timedOut)
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw URLError(.unknown) }
      return first
    }
  }

  /// The deadline for `timeoutInterval`, or `nil` when it is not a positive, finite interval
  /// (below a year).
  static func deadline(of timeoutInterval: TimeInterval) -> Duration? {
    guard timeoutInterval > 0, timeoutInterval < 365 * 24 * 3600 else { return nil }
    return .milliseconds(Int64((timeoutInterval * 1000).rounded(.up)))
  }
}
