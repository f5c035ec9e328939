import Foundation

/// The clock the test server reads; a test moves it to expire tokens and codes without waiting.
public final class ServerClock: @unchecked Sendable {
  // @unchecked Sendable: `current` is only touched while holding `lock`.
  private let lock = NSLock()
  private var current: Date

  /// A clock at `start`.
  public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = start
  }

  /// The time now.
  public var now: Date { lock.withLock { current } }

  /// Moves the clock forward.
  public func advance(by seconds: TimeInterval) {
    lock.withLock { current.addTimeInterval(seconds) }
  }

  /// The clock as the server reads it.
  public var read: @Sendable () -> Date { { [self] in now } }
}
