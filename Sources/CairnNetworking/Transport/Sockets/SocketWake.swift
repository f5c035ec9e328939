#if canImport(Glibc)
  import Foundation
  import Glibc

  /// A pipe that wakes a thread blocked in `poll`: the thread polls ``descriptor`` beside its
  /// socket, and ``signal()`` — safe from any thread, never blocking — makes it readable. Once
  /// signalled it stays readable, so a wake that comes before the wait is not lost.
  final class SocketWake: @unchecked Sendable {
    // @unchecked Sendable: the descriptors never change; `signal()` only writes to a
    // non-blocking pipe, which the kernel serializes.

    /// The end to poll for `POLLIN`.
    let descriptor: Int32
    private let writeEnd: Int32

    /// A new pipe; throws `URLError(.cannotConnectToHost)` when the process is out of
    /// descriptors.
    init() throws(URLError) {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { throw URLError(.cannotConnectToHost) }
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
      descriptor = ends[0]
      writeEnd = ends[1]
    }

    deinit {
      close(descriptor)
      close(writeEnd)
    }

    /// Wakes the waiting thread (and every later wait).
    func signal() {
      var byte: UInt8 = 1
      // A full pipe already wakes the reader: a failed write changes nothing.
      _ = write(writeEnd, &byte, 1)
    }
  }
#endif
