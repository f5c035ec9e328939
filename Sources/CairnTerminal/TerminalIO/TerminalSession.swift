import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal, set up for a full-screen app: raw mode, alternate screen,
/// hidden cursor, bracketed paste. Keys and resizes arrive on `events`.
///
/// Everything is restored by `close()` (call it in a `defer`), on deinit, and on SIGINT
/// or SIGTERM (which then exit with status 130 or 143). Only one session may be open
/// at a time: the signal handlers and saved attributes are process-wide.
public final class TerminalSession: @unchecked Sendable {
  // @unchecked Sendable: the only mutable state (isClosed, previousHandlers) is guarded
  // by `stateLock`, and output writes are serialized by `outputLock`.

  /// Keys (`.key`) and window size changes (`.resize`), in the order they happened.
  /// Finishes when the session closes or the terminal's input ends.
  public let events: AsyncStream<TerminalEvent>

  private let stateLock = NSLock()
  private let outputLock = NSLock()
  private let readerExited = DispatchSemaphore(value: 0)
  private let stopPipe: (read: Int32, write: Int32)
  private let resizePipe: (read: Int32, write: Int32)
  private var previousHandlers: TerminalSignals.PreviousHandlers?
  private var isClosed = false

  /// Whether standard input and standard output are both terminals.
  public static var isInteractive: Bool { TerminalAttributes.areStandardStreamsTerminals }

  /// Exits with status 2 after one line on standard error unless standard input and
  /// output are terminals. Call it first thing in a terminal program.
  public static func requireTTY(programName: String) {
    guard !isInteractive else { return }
    let message =
      "\(programName): needs an interactive terminal "
      + "(standard input and output must be a TTY)\n"
    FileDescriptorIO.writeAll(Array(message.utf8), to: STDERR_FILENO)
    exit(2)
  }

  /// Takes over the terminal. Throws if standard input/output are not terminals or a
  /// terminal call fails; nothing is left changed in that case.
  /// - Parameter shouldRecognizeAlt: whether ESC + key is reported as `.alt` (see
  ///   `KeyDecoder`); `false` reports `.escape` followed by the key.
  public init(shouldRecognizeAlt: Bool = true) throws {
    guard Self.isInteractive else { throw TerminalError.notATerminal }
    guard let stopPipe = FileDescriptorIO.makePipe() else {
      throw TerminalError.pipeUnavailable(errno: errno)
    }
    guard let resizePipe = FileDescriptorIO.makePipe() else {
      let failure = errno
      FileDescriptorIO.closeIfOpen(stopPipe.read)
      FileDescriptorIO.closeIfOpen(stopPipe.write)
      throw TerminalError.pipeUnavailable(errno: failure)
    }
    _ = fcntl(resizePipe.write, F_SETFL, fcntl(resizePipe.write, F_GETFL) | O_NONBLOCK)
    _ = fcntl(resizePipe.read, F_SETFL, fcntl(resizePipe.read, F_GETFL) | O_NONBLOCK)
    self.stopPipe = stopPipe
    self.resizePipe = resizePipe
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    do {
      try TerminalAttributes.enableRawMode()
    } catch {
      for descriptor in [stopPipe.read, stopPipe.write, resizePipe.read, resizePipe.write] {
        FileDescriptorIO.closeIfOpen(descriptor)
      }
      throw error
    }
    previousHandlers = TerminalSignals.installHandlers(resizeDescriptor: resizePipe.write)
    write(TerminalControl.setUp)
    let exited = readerExited
    TerminalInputReader(
      inputDescriptor: STDIN_FILENO, resizeDescriptor: resizePipe.read,
      stopDescriptor: stopPipe.read, shouldRecognizeAlt: shouldRecognizeAlt,
      readSize: { Self.currentSize() }
    ).start(continuation: continuation, onExit: { exited.signal() })
  }

  deinit {
    close()
  }

  /// The terminal's size now (80 × 24 if it cannot be read).
  public var size: TerminalSize { Self.currentSize() }

  /// Writes `bytes` to standard output, all of them, retrying partial writes.
  public func write(_ bytes: [UInt8]) {
    outputLock.lock()
    defer { outputLock.unlock() }
    FileDescriptorIO.writeAll(bytes, to: STDOUT_FILENO)
  }

  /// Writes `string` as UTF-8 to standard output.
  public func write(_ string: String) {
    write(Array(string.utf8))
  }

  /// Restores the terminal: stops reading, leaves the alternate screen, shows the
  /// cursor, turns bracketed paste off, restores the original mode and signal handlers.
  /// Safe to call more than once.
  public func close() {
    stateLock.lock()
    let handlers = previousHandlers
    let wasClosed = isClosed
    isClosed = true
    previousHandlers = nil
    stateLock.unlock()
    guard !wasClosed else { return }
    FileDescriptorIO.writeAll([1], to: stopPipe.write)
    _ = readerExited.wait(timeout: .now() + .seconds(1))
    write(TerminalControl.restore)
    TerminalSignals.restoreAttributes()
    if let handlers { TerminalSignals.restoreHandlers(handlers) }
    for descriptor in [stopPipe.read, stopPipe.write, resizePipe.read, resizePipe.write] {
      FileDescriptorIO.closeIfOpen(descriptor)
    }
  }

  private static func currentSize() -> TerminalSize {
    TerminalAttributes.windowSize() ?? .fallback
  }
}
