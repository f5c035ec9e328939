/// What every Cairn server allows one client and all clients together: the same limits for the
/// Onban, Project Manager, BookKitty and DIMO servers, alone or behind `cairn-apps serve`.
///
/// - A connection that sends nothing for ``idleTimeout`` is closed: between requests, and while
///   its request's head is still arriving (a head sent a byte at a time cannot hold a connection
///   longer than that).
/// - At most ``maxConnections`` connections are served at once; the next ones are answered
///   `503 Service Unavailable` with `Retry-After` and closed, so that descriptors stay free for
///   the database and for the clients already served.
/// - A request head (request line and headers) above ``maxHeaderBytes`` is refused by the HTTP
///   decoder. Bodies are limited per route, where each handler reads its body.
public struct ServerLimits: Sendable {
  /// How long a connection may send nothing before it is closed.
  public var idleTimeout: Duration
  /// The connections served at once.
  public var maxConnections: Int
  /// The largest request head, in bytes.
  public var maxHeaderBytes: Int
  /// How long a connection refused for being over ``maxConnections`` may take to send its
  /// request head before it is closed without an answer.
  public var refusalGrace: Duration

  /// Creates limits.
  public init(
    idleTimeout: Duration, maxConnections: Int, maxHeaderBytes: Int,
    refusalGrace: Duration = .seconds(1)
  ) {
    self.idleTimeout = idleTimeout
    self.maxConnections = maxConnections
    self.maxHeaderBytes = maxHeaderBytes
    self.refusalGrace = refusalGrace
  }

  /// The limits every server uses unless told otherwise: 30 s idle, 512 connections (half the
  /// usual 1,024 descriptors of a process), 32 KiB heads.
  public static let standard = ServerLimits(
    idleTimeout: .seconds(30), maxConnections: 512, maxHeaderBytes: 32 * 1024)
}
