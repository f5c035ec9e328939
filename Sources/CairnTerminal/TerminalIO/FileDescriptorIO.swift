#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small wrappers over POSIX file descriptor calls, retrying on EINTR.
enum FileDescriptorIO {
  /// Writes all of `bytes` to `descriptor`, looping over partial writes and EINTR
  /// (and waiting on EAGAIN). Returns `false` if the descriptor failed for good.
  @discardableResult
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          waitUntilWritable(descriptor)
        } else {
          return false
        }
      }
      return true
    }
  }

  /// Reads what is available, up to `capacity` bytes: `nil` at end of input or on an
  /// error, empty when nothing can be read right now (EAGAIN); EINTR reads again.
  static func readAvailable(from descriptor: Int32, capacity: Int = 4096) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: capacity)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, capacity) }
      if count == 0 { return nil }
      if count > 0 { return Array(buffer.prefix(count)) }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK { return [] }
      return nil
    }
  }

  /// A new pipe as (read end, write end), both close-on-exec, or `nil` on failure.
  static func makePipe() -> (read: Int32, write: Int32)? {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }

  /// Closes `descriptor` if it is open.
  static func closeIfOpen(_ descriptor: Int32) {
    if descriptor >= 0 { _ = close(descriptor) }
  }

  private static func waitUntilWritable(_ descriptor: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&entry, 1, 100)
  }
}
