import ExampleSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to 127.0.0.1 driven byte by byte: what a half-sent request, an idle client
/// or an oversized head looks like to a server, which URLSession cannot send on purpose.
///
/// Every read is bounded by a socket timeout, so a server that never answers or never closes
/// fails the test with a sentence instead of hanging it, and runs on a thread of its own: a
/// blocking `recv` must never hold a thread of a pool the other tests share.
final class RawConnection: @unchecked Sendable {
  // @unchecked Sendable: a test uses a connection from one task at a time; the socket is set
  // once.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// What a bounded read to the end found.
  enum Ending: Equatable {
    /// The server closed the connection after sending these bytes.
    case closed(String)
    /// The bound passed with the connection still open.
    case stillOpen(String)
  }

  private let socket: Int32

  /// Connects to `127.0.0.1:port`; reads give up after `readBound`.
  init(port: Int, readBound: Duration = .seconds(20)) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    var timeout = timeval(tv_sec: Int(readBound.components.seconds), tv_usec: 0)
    setsockopt(
      socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        connect(socket, address, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      let code = errno
      close(socket)
      throw Failure(description: "connect to port \(port): errno \(code)")
    }
    self.socket = socket
  }

  deinit {
    close(socket)
  }

  /// Sends `text` as UTF-8.
  func send(_ text: String) throws {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { buffer in
        Glibc.send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
      sent += count
    }
  }

  /// Reads until the server closes the connection or the read bound passes.
  func readToEnd() async -> Ending {
    await offThePool { self.blockingReadToEnd() }
  }

  /// Reads until `marker` has arrived (a whole response of a known body), or nil when the
  /// connection closed or the read bound passed first.
  func read(through marker: String) async -> String? {
    await offThePool { self.blockingRead(through: marker) }
  }

  private func blockingReadToEnd() -> Ending {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        received += buffer[..<count]
        continue
      }
      let text = String(decoding: received, as: UTF8.self)
      // 0 is the server's close; a reset (ECONNRESET) closes too. A timeout is EAGAIN.
      if count == 0 || errno == ECONNRESET { return .closed(text) }
      return .stillOpen(text)
    }
  }

  private func blockingRead(through marker: String) -> String? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let text = String(decoding: received, as: UTF8.self)
      if text.contains(marker) { return text }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      received += buffer[..<count]
    }
  }
}
