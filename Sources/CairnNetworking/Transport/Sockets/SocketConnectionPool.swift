#if canImport(Glibc)
  import Foundation

  /// The idle keep-alive connections of a ``SocketHTTPTransport``, per endpoint: a request takes
  /// the most recently used one that is still open, and gives it back once its answer has been
  /// read whole. Connections idle longer than ``idleLimit`` are closed rather than reused (a
  /// server's own idle timeout may have closed them already), and at most ``idleCountLimit``
  /// wait per endpoint.
  final class SocketConnectionPool: @unchecked Sendable {
    // @unchecked Sendable: `idle` is only touched while holding `lock`.

    /// How long a connection may wait idle and still be reused.
    let idleLimit: Duration
    /// How many idle connections are kept per endpoint.
    let idleCountLimit: Int

    private let lock = NSLock()
    private var idle: [SocketEndpoint: [SocketConnection]] = [:]

    /// A pool keeping up to `idleCountLimit` connections per endpoint for `idleLimit`.
    init(idleLimit: Duration = .seconds(30), idleCountLimit: Int = 16) {
      self.idleLimit = idleLimit
      self.idleCountLimit = idleCountLimit
    }

    /// An idle connection to `endpoint` that is still open, or nil; the pool forgets it.
    func take(_ endpoint: SocketEndpoint) -> SocketConnection? {
      let now = ContinuousClock.now
      while true {
        let candidate: SocketConnection? = lock.withLock { idle[endpoint]?.popLast() }
        guard let candidate else { return nil }
        if candidate.idleSince.duration(to: now) < idleLimit, candidate.isStillOpen {
          return candidate
        }
        // Closed by its peer, or idle too long: dropping it closes it.
      }
    }

    /// Keeps `connection` for a later request to its endpoint (or closes it when enough wait).
    func giveBack(_ connection: SocketConnection) {
      connection.idleSince = .now
      lock.withLock {
        var waiting = idle[connection.endpoint, default: []]
        guard waiting.count < idleCountLimit else { return }
        waiting.append(connection)
        idle[connection.endpoint] = waiting
      }
    }

    /// How many idle connections wait for `endpoint` (for tests).
    func idleCount(for endpoint: SocketEndpoint) -> Int {
      lock.withLock { idle[endpoint]?.count ?? 0 }
    }
  }
#endif
