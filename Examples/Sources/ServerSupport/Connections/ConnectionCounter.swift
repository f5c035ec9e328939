import ExampleSupport
import Foundation

/// Counts the TCP connections a server accepted: how benchmarks and stress runs tell whether a
/// client reuses its connections.
///
/// Pass it to ``RunningServer/start(router:name:host:port:limits:connections:logger:)``.
public final class ConnectionCounter: Sendable {
  private let count = Locked(0)

  /// Creates a counter at zero.
  public init() {}

  /// The connections accepted so far.
  public var opened: Int {
    count.withLock { $0 }
  }

  /// Counts one more connection.
  func recordOpened() {
    count.withLock { $0 += 1 }
  }
}
