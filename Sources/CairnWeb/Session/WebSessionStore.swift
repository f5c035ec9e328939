import CairnNavigation
import Foundation

/// The sessions of one app, bounded: at most ``WebSessionLimits/maxSessions`` live at once (the
/// one idle longest is ended to make room), and a session without a socket ends once it has
/// been idle for ``WebSessionLimits/retention``. A tab that comes back after that rebuilds its
/// screen from its address (``WebAddress``), as a phone waking after hours does.
@MainActor
public final class WebSessionStore {
  /// The app served.
  public let app: any WebApp
  /// The limits.
  public let limits: WebSessionLimits
  /// The session settings.
  public let configuration: WebSessionConfiguration
  private var sessions: [String: WebSession] = [:]
  private let now: @Sendable () -> ContinuousClock.Instant

  /// A store for `app`, reading the time from `now` (the real clock unless given).
  public init(
    app: any WebApp, limits: WebSessionLimits = WebSessionLimits(),
    configuration: WebSessionConfiguration = WebSessionConfiguration(),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
  ) {
    self.app = app
    self.limits = limits
    self.configuration = configuration
    self.now = now
  }

  /// How many sessions are live.
  public var count: Int { sessions.count }

  /// The session `id` of `browser`, if it is live; another browser's session is never found.
  public func session(_ id: String, of browser: String) -> WebSession? {
    guard let session = sessions[id], session.browser == browser else { return nil }
    return session
  }

  /// A new session of `browser` showing `address` (the app's root when it names nothing of
  /// the app's): the app is started and the address opened through its deep links.
  public func open(address: String, for browser: String) async -> WebSession {
    endExpired()
    if sessions.count >= limits.maxSessions { endIdlest() }
    let run = app.start()
    let session = WebSession(
      id: Self.makeID(), browser: browser, app: app, run: run, configuration: configuration)
    sessions[session.id] = session
    await WebAddress.open(address, host: app.linkHost, on: run.navigator, with: run.open)
    return session
  }

  /// The session a joining page should use: the one this tab had before a reload
  /// (`previous`), when it is live, of the same browser, showing the same address and not
  /// attached to another page (a duplicated tab); else the one the page was served with.
  /// The session not chosen is ended.
  public func join(
    session id: String, previous: String?, address: String, browser: String
  ) -> WebSession? {
    let served = session(id, of: browser)
    if let previous, previous != id, let earlier = session(previous, of: browser),
      earlier.send == nil, earlier.address == address
    {
      if let served { end(served) }
      return earlier
    }
    return served
  }

  /// Ends `session` and its app instance.
  public func end(_ session: WebSession) {
    sessions[session.id] = nil
    session.stop()
  }

  /// Ends every session (the server stops).
  public func endAll() {
    for session in sessions.values { end(session) }
  }

  /// Ends every session without a socket idle longer than the retention.
  public func endExpired() {
    let instant = now()
    for session in sessions.values
    where session.send == nil && session.lastActivity.duration(to: instant) > limits.retention {
      end(session)
    }
  }

  private func endIdlest() {
    let detached = sessions.values.filter { $0.send == nil }
    let candidates = detached.isEmpty ? Array(sessions.values) : detached
    guard let idlest = candidates.min(by: { $0.lastActivity < $1.lastActivity }) else { return }
    end(idlest)
  }

  /// 128 random bits in hex.
  static func makeID() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let value = generator.next() as UInt64
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }
}

/// How many sessions a store keeps, and for how long.
public struct WebSessionLimits: Sendable {
  /// The most sessions live at once.
  public var maxSessions: Int
  /// How long a session without a socket is kept: a phone locked for less than this comes
  /// back to its page as it left it (Blazor Server keeps three minutes; its users lose their
  /// state to a phone locked longer).
  public var retention: Duration

  /// Limits: 2,000 sessions, kept 30 minutes without a socket, unless given otherwise.
  public init(maxSessions: Int = 2_000, retention: Duration = .seconds(30 * 60)) {
    self.maxSessions = maxSessions
    self.retention = retention
  }
}
