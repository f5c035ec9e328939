import Foundation

/// The seconds of a countdown, ticked by the test: ``stream()`` is what the app's
/// `secondTicks` returns, ``tick(_:)`` sends ticks to every stream made so far.
public final class ManualTicks: @unchecked Sendable {
  // @unchecked Sendable: `continuations` is only touched while holding `lock`.
  private let lock = NSLock()
  private var continuations: [AsyncStream<Void>.Continuation] = []

  /// Creates the source.
  public init() {}

  /// A new stream of ticks.
  public func stream() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    lock.withLock { continuations.append(continuation) }
    return stream
  }

  /// The source as the app's dependencies take it.
  public var source: @Sendable () -> AsyncStream<Void> { { [self] in stream() } }

  /// Sends `count` ticks.
  public func tick(_ count: Int = 1) {
    let targets = lock.withLock { continuations }
    for _ in 0..<count {
      for continuation in targets { continuation.yield() }
    }
  }
}
