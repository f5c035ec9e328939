/// What a ``TerminalRunLoop`` shows front ends on: a terminal's keys and resizes, its size, and
/// a way to write to it. ``TerminalSession`` is the process's real terminal;
/// ``VirtualTerminalDevice`` an in-memory one for tests and benchmarks.
public protocol TerminalDevice: AnyObject, Sendable {
  /// Keys and size changes, in the order they happened; finishes when the input ends.
  var events: AsyncStream<TerminalEvent> { get }
  /// The size now.
  var size: TerminalSize { get }
  /// Writes `bytes`, all of them, in order.
  func write(_ bytes: [UInt8])
}

extension TerminalSession: TerminalDevice {}
