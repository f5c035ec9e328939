import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads terminal input on a background thread and delivers it as `TerminalEvent`s.
///
/// The thread waits with `poll` on the input, a resize pipe (written by the SIGWINCH
/// handler) and a stop pipe. While a lone ESC is pending it waits at most
/// `escapeTimeoutMilliseconds`, then flushes the decoder so the Escape key is reported.
/// The stream finishes when the stop pipe is written, or at end of input.
struct TerminalInputReader: Sendable {
  /// Descriptor to read key bytes from.
  var inputDescriptor: Int32
  /// Read end of the resize pipe, or -1 for none.
  var resizeDescriptor: Int32
  /// Read end of the stop pipe.
  var stopDescriptor: Int32
  /// Whether ESC + key is `.alt` (see `KeyDecoder`).
  var shouldRecognizeAlt = true
  /// How long a lone ESC waits for the rest of a sequence.
  var escapeTimeoutMilliseconds: Int32 = 30
  /// Reads the current window size when a resize is signalled.
  var readSize: @Sendable () -> TerminalSize

  /// Starts the thread. `onExit` runs on it after the stream has finished.
  func start(
    continuation: AsyncStream<TerminalEvent>.Continuation,
    onExit: @escaping @Sendable () -> Void
  ) {
    let thread = Thread {
      self.run(continuation: continuation)
      continuation.finish()
      onExit()
    }
    thread.name = "CairnTerminal.input"
    thread.start()
  }

  private func run(continuation: AsyncStream<TerminalEvent>.Continuation) {
    var decoder = KeyDecoder(shouldRecognizeAlt: shouldRecognizeAlt)
    var entries = [
      pollfd(fd: stopDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: resizeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    var isWatchingResize = resizeDescriptor >= 0
    while true {
      let timeout: Int32 = decoder.isAwaitingEscapeTimeout ? escapeTimeoutMilliseconds : -1
      let ready = poll(&entries, nfds_t(isWatchingResize ? 3 : 2), timeout)
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      if ready == 0 {
        Self.yield(decoder.flushPending(), to: continuation)
        continue
      }
      if entries[0].revents != 0 { return }
      if isWatchingResize, entries[2].revents != 0 {
        if FileDescriptorIO.readAvailable(from: resizeDescriptor, capacity: 64) == nil {
          isWatchingResize = false
        }
        let size = readSize()
        continuation.yield(.resize(columns: size.columns, rows: size.rows))
      }
      if entries[1].revents != 0 {
        guard let bytes = FileDescriptorIO.readAvailable(from: inputDescriptor) else {
          Self.yield(decoder.flushPending(), to: continuation)
          return
        }
        Self.yield(decoder.feed(bytes), to: continuation)
      }
    }
  }

  private static func yield(
    _ keys: [KeyEvent], to continuation: AsyncStream<TerminalEvent>.Continuation
  ) {
    for key in keys {
      continuation.yield(.key(key))
    }
  }
}
