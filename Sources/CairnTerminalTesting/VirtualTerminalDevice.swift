import CairnTerminal
import Foundation

/// A ``VirtualTerminal`` a ``TerminalRunLoop`` can run on, for tests and benchmarks: keys and
/// resizes sent here reach the loop through the same queue a real terminal's do, and every
/// frame it writes is interpreted into ``screen``.
public final class VirtualTerminalDevice: TerminalDevice, @unchecked Sendable {
  // @unchecked Sendable: `terminal`, `eventsSent` and `bytesWritten` are only touched under
  // `lock`.
  /// Keys and resizes sent with ``press(_:)`` and ``resize(width:height:)``.
  public let events: AsyncStream<TerminalEvent>
  private let input: AsyncStream<TerminalEvent>.Continuation
  private let lock = NSLock()
  private var terminal: VirtualTerminal
  private var sent = 0
  private var written = 0

  /// A blank terminal of `width` × `height`.
  public init(width: Int, height: Int) {
    terminal = VirtualTerminal(width: width, height: height)
    (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// The size now.
  public var size: TerminalSize {
    lock.withLock { TerminalSize(columns: terminal.width, rows: terminal.height) }
  }

  /// Interprets `bytes` as the terminal would.
  public func write(_ bytes: [UInt8]) {
    lock.withLock {
      terminal.apply(bytes)
      written += bytes.count
    }
  }

  /// What the terminal shows now.
  public var screen: ScreenBuffer { lock.withLock { terminal.screen } }

  /// How many keys and resizes were sent: what to pass to
  /// ``TerminalRunLoop/waitUntilHandled(_:)``.
  public var eventsSent: Int { lock.withLock { sent } }

  /// Bytes written to the terminal so far.
  public var bytesWritten: Int { lock.withLock { written } }

  /// Sends a key press.
  public func press(_ key: KeyEvent) {
    lock.withLock { sent += 1 }
    input.yield(.key(key))
  }

  /// Changes the terminal's size at once, as a window does, and sends the resize that tells
  /// of it.
  public func resize(width: Int, height: Int) {
    lock.withLock {
      terminal.resize(width: width, height: height)
      sent += 1
    }
    input.yield(.resize(columns: width, rows: height))
  }

  /// Ends the input: the run loop's ``TerminalRunLoop/run(_:)`` returns false.
  public func closeInput() {
    input.finish()
  }
}
