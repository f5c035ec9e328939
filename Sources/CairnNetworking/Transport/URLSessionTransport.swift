import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport: `URLSession` with async/await, on Apple platforms and on Linux.
///
/// The request's `timeoutInterval` is enforced as the deadline of the whole exchange, to the
/// millisecond and on every platform (Linux `URLSession` truncates it to whole seconds, so that
/// a 0.5 s timeout would fire at once); it throws `URLError(.timedOut)`. Cancelling the calling
/// task ends the call at once with `URLError(.cancelled)` and cancels the `URLSession` task.
///
/// It does not call `URLSession.data(for:)`: cancelling a task that is inside that method can
/// deadlock FoundationNetworking on Linux (see ``URLSessionExchange``). Each request is a
/// `URLSessionDataTask` with a completion handler, and nothing that can block ever runs inside
/// a cancellation handler.
///
/// > Important: On Linux, give it a session without a `URLCache` (as ``defaultSession`` is).
/// > With a cache, FoundationNetworking looks the request up on a background queue, and a
/// > `URLSessionTask.cancel()` landing in that window can reach a task that already completed:
/// > the process stops with "Trying to access a behaviour for a task that in not in the
/// > registry". `URLSession.shared` has a cache.
///
/// A request followed for progress (``DataTransferService/transfer(_:)``) goes through a second
/// session with the same configuration, whose delegate reports every chunk sent and received:
/// a task with a completion handler gets no such callbacks, and a session's delegate cannot be
/// added later. That session hands redirects and authentication challenges to `session`'s own
/// delegate, so a transfer follows the app's redirect policy and trust like a plain request.
/// The endpoint's ``Endpoint/priority`` becomes the task's `priority`.
public struct URLSessionTransport: HTTPTransport {
  /// The session requests go through.
  public let session: URLSession
  private let progressSession: ProgressSession

  /// Creates a transport over `session` (``defaultSession`` unless given).
  public init(session: URLSession = URLSessionTransport.defaultSession) {
    self.session = session
    self.progressSession =
      session === Self.defaultSession
      ? .shared : ProgressSession(of: session)
  }

  /// The session every transport shares unless given another: `URLSessionConfiguration.default`
  /// without a `URLCache` (responses are cached by CairnCache, where an app wants them cached),
  /// so that cancelling a request is safe on Linux (see above).
  public static let defaultSession: URLSession = {
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
  }()

  /// Sends `request` and returns its body and response, or throws a `URLError`.
  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try await send(request, priority: .normal, progress: nil)
  }

  /// Sends `request` with the context's priority, reporting progress when it asks for it.
  public func send(_ request: URLRequest, context: RequestContext) async throws -> (
    Data, HTTPURLResponse
  ) {
    try await send(request, priority: context.priority, progress: context.progress)
  }

  private func send(
    _ request: URLRequest, priority: RequestPriority, progress: TransferProgressReporter?
  ) async throws -> (Data, HTTPURLResponse) {
    var sent = request
    let deadline = Self.deadline(of: request.timeoutInterval)
    if deadline != nil {
      // URLSession's own timer is only a backstop, a second later than ours.
      sent.timeoutInterval = request.timeoutInterval.rounded(.up) + 1
    }
    let exchange = URLSessionExchange()
    let (data, response) = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        if let progress {
          let (session, delegate) = progressSession.sessionAndDelegate
          exchange.start(
            sent, on: session, deadline: deadline, priority: priority,
            progress: (delegate, progress), continuation: continuation)
        } else {
          exchange.start(
            sent, on: session, deadline: deadline, priority: priority, continuation: continuation)
        }
      }
    } onCancel: {
      exchange.cancel()
    }
    guard let httpResponse = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    return (data, httpResponse)
  }

  /// The deadline for `timeoutInterval`, or `nil` when it is not a positive, finite interval
  /// (below a year).
  static func deadline(of timeoutInterval: TimeInterval) -> Duration? {
    guard timeoutInterval > 0, timeoutInterval < 365 * 24 * 3600 else { return nil }
    return .milliseconds(Int64((timeoutInterval * 1000).rounded(.up)))
  }
}
