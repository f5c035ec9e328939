import Foundation

/// What every request of this process is waiting for right now: an exchange for its answer, a
/// coalesced caller for the exchange it shares. Print ``report(now:)`` when a process seems
/// stuck (on a signal, or when a watchdog's bound passes): each line names the request, how
/// long it has waited and for what, so that a wait nobody ends is found without a debugger.
///
/// ```swift
/// let signals = DispatchSource.makeSignalSource(signal: SIGQUIT)
/// signal(SIGQUIT, SIG_IGN)
/// signals.setEventHandler { FileHandle.standardError.write(Data(NetworkActivity.report().utf8)) }
/// signals.activate()
/// ```
///
/// Keeping the list costs a lock and a dictionary entry per exchange.
public enum NetworkActivity {
  /// One wait in progress.
  public struct Wait: Sendable, CustomStringConvertible {
    /// A number that identifies the wait in this process, in the order waits began.
    public let id: UInt64
    /// When it began.
    public let since: ContinuousClock.Instant
    /// The request: its method and URL.
    public let request: String
    /// What it waits for.
    public let reason: String

    /// `#id GET http://…: reason`.
    public var description: String { "#\(id) \(request): \(reason)" }
  }

  /// Every wait in progress, oldest first.
  public static func waits() -> [Wait] {
    registry.waits()
  }

  /// One line per wait in progress, oldest first, with its age at `now` (`no request is
  /// waiting` when there is none).
  public static func report(now: ContinuousClock.Instant = .now) -> String {
    let waits = waits()
    guard !waits.isEmpty else { return "no request is waiting\n" }
    return waits.map { wait in
      let age = wait.since.duration(to: now)
      return "\(age.formattedSeconds) \(wait)\n"
    }.joined()
  }

  static let registry = Registry()

  /// The waits in progress, under a lock.
  final class Registry: @unchecked Sendable {
    // @unchecked Sendable: `entries` and `lastID` are only touched while holding `lock`.

    /// A wait as stored: the request's parts, described only when a report asks.
    private struct Entry {
      let since: ContinuousClock.Instant
      let method: String
      let url: URL?
      var reason: Reason
    }

    private let lock = NSLock()
    private var entries: [UInt64: Entry] = [:]
    private var lastID: UInt64 = 0

    /// Records that a `method` request to `url` begins to wait for `reason`; returns the
    /// wait's id.
    func begin(method: String, url: URL?, _ reason: Reason) -> UInt64 {
      let entry = Entry(since: .now, method: method, url: url, reason: reason)
      return lock.withLock {
        lastID += 1
        entries[lastID] = entry
        return lastID
      }
    }

    /// Records that wait `id` now waits for `reason`.
    func update(_ id: UInt64, _ reason: Reason) {
      lock.withLock { entries[id]?.reason = reason }
    }

    /// Records that the socket exchange of wait `id` is now at `stage`.
    func update(_ id: UInt64, stage: String) {
      lock.withLock {
        guard case .socketAnswer(_, let deadline) = entries[id]?.reason else { return }
        entries[id]?.reason = .socketAnswer(stage: stage, deadline: deadline)
      }
    }

    /// Records that wait `id` is over.
    func end(_ id: UInt64) {
      _ = lock.withLock { entries.removeValue(forKey: id) }
    }

    /// The waits in progress, oldest first.
    func waits() -> [Wait] {
      let entries = lock.withLock { self.entries }
      return entries.sorted { $0.key < $1.key }.map { id, entry in
        Wait(
          id: id, since: entry.since,
          request: "\(entry.method) \(entry.url?.absoluteString ?? "(no URL)")",
          reason: entry.reason.description)
      }
    }
  }

  /// What a request waits for.
  enum Reason: CustomStringConvertible {
    /// An exchange started on a `URLSession` task, until it completes or `deadline` passes.
    case sessionTask(identifier: Int, deadline: ContinuousClock.Instant?)
    /// An exchange of ``SocketHTTPTransport`` at `stage`, until it ends or `deadline` passes.
    case socketAnswer(stage: String, deadline: ContinuousClock.Instant?)
    /// A caller of a coalesced request, until the exchange of `flight`, which every caller of
    /// the request shares, ends.
    case coalesced(flight: UInt64)

    var description: String {
      switch self {
      case .sessionTask(let identifier, let deadline):
        return "the answer of URLSession task \(identifier) (\(Self.describe(deadline)))"
      case .socketAnswer(let stage, let deadline):
        return "its answer on a socket, \(stage) (\(Self.describe(deadline)))"
      case .coalesced(let flight):
        return "the shared exchange of coalesced flight \(flight)"
      }
    }

    private static func describe(_ deadline: ContinuousClock.Instant?) -> String {
      guard let deadline else { return "no deadline" }
      return "deadline in \(ContinuousClock.now.duration(to: deadline).formattedSeconds)"
    }
  }
}

extension Duration {
  /// `12.3 s`.
  fileprivate var formattedSeconds: String {
    let (seconds, attoseconds) = components
    return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
  }
}
