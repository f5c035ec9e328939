import Foundation

/// The time source of retries and stub delays: the wall-clock date (for `Retry-After` dates)
/// and sleeping. Inject ``ManualClock`` in tests, so that they run at once and can assert every
/// delay.
public protocol NetworkClock: Sendable {
  /// The current date.
  var now: Date { get }
  /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
  func sleep(for duration: Duration) async throws
}

/// The real clock: `Date()` and `Task.sleep`.
public struct SystemNetworkClock: NetworkClock {
  /// Creates the system clock.
  public init() {}

  /// `Date()`.
  public var now: Date { Date() }

  /// `Task.sleep(for:)`.
  public func sleep(for duration: Duration) async throws {
    // The production clock: a retry backoff really waits.
    try await Task.sleep(for: duration)
  }
}

/// A source of random fractions, for backoff jitter; inject a fixed one in tests.
public protocol RandomSource: Sendable {
  /// A random number in `0...1`.
  func nextFraction() -> Double
}

/// The system random number generator.
public struct SystemRandomSource: RandomSource {
  /// Creates the system source.
  public init() {}

  /// `Double.random(in: 0...1)`.
  public func nextFraction() -> Double {
    Double.random(in: 0...1)
  }
}
