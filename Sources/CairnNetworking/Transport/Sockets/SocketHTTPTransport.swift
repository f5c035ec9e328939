#if canImport(Glibc)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The Linux transport for `http://`: HTTP/1.1 over TCP connections of its own, kept alive
  /// and shared by every instance, with the deadline and cancellation rules of
  /// ``URLSessionTransport``. Requests of any other scheme (`https://`) go to `fallback`.
  ///
  /// Why not `URLSession` on Linux. FoundationNetworking watches each libcurl socket with
  /// dispatch sources; when libcurl, having connected and written a request, asks to watch
  /// the socket for reading only, the write source made while connecting is never cancelled.
  /// A connected socket is always writable, so while the answer is awaited the source fires
  /// without pause: a request to a server that is slow to answer kept a core about 80% busy
  /// (some 4,800 `poll`, `read`, `write` and `ioctl` calls a second) for as long as it waited.
  /// Here a request waits in `poll` on its socket and on a pipe that its deadline or its
  /// cancellation writes to, on a thread of ``BlockingThreads``: waiting costs nothing.
  ///
  /// What it does: `Host`, `Content-Length` and `Accept: */*` as `URLSession` sends them;
  /// bodies framed by length, by chunks or by the end of the stream; up to 16 redirects within
  /// `http://` (a `303`, or a `301`/`302` to a `POST`, becomes a `GET`; credentials are not
  /// sent to another host); a pooled connection that its server closed is replaced once
  /// before any byte of the answer. It sends no `Accept-Encoding` and keeps no cookies, and
  /// the task's priority does not apply.
  public struct SocketHTTPTransport: HTTPTransport {
    /// Where requests that are not `http://` go.
    public let fallback: URLSessionTransport
    private let pool: SocketConnectionPool

    /// A transport on the process's shared connection pool, handing other schemes to
    /// `fallback`.
    public init(fallback: URLSessionTransport = URLSessionTransport()) {
      self.init(fallback: fallback, pool: .shared)
    }

    init(fallback: URLSessionTransport, pool: SocketConnectionPool) {
      self.fallback = fallback
      self.pool = pool
    }

    /// Sends `request` and returns its body and response, or throws a `URLError`.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
      try await send(request, progress: nil, context: nil)
    }

    /// Sends `request`, reporting its progress when the context asks for it.
    public func send(_ request: URLRequest, context: RequestContext) async throws -> (
      Data, HTTPURLResponse
    ) {
      try await send(request, progress: context.progress, context: context)
    }

    private func send(
      _ request: URLRequest, progress: TransferProgressReporter?, context: RequestContext?
    ) async throws -> (Data, HTTPURLResponse) {
      guard request.url?.scheme?.lowercased() == "http" else {
        if let context { return try await fallback.send(request, context: context) }
        return try await fallback.send(request)
      }
      let exchange = try SocketExchange()
      let deadline = URLSessionTransport.deadline(of: request.timeoutInterval)
      let run = SocketRequestRun(exchange: exchange, pool: pool, progress: progress)
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          exchange.start(request, deadline: deadline, continuation: continuation) { _ in
            run.perform(request)
          }
        }
      } onCancel: {
        exchange.cancel()
      }
    }
  }

  extension SocketConnectionPool {
    /// The pool every ``SocketHTTPTransport`` shares unless given another.
    static let shared = SocketConnectionPool()
  }
#endif
