import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP server on 127.0.0.1 that resets the first connections it accepts before answering
/// (a reset, not a close: what a server that crashes or a middlebox that drops the connection
/// looks like), then answers every request with `200 ok` and closes.
///
/// Hummingbird cannot reset a connection on purpose, so this one speaks just enough HTTP
/// itself. It accepts on a thread of its own (never on the concurrency pool), and every read
/// of a request is bounded by a 5-second socket timeout.
final class ResettingServer: @unchecked Sendable {
  // @unchecked Sendable: `accepted` is only touched while holding `lock`; `socket` is set once.
  struct StartFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// `http://127.0.0.1:<port>/api/`.
  let baseURL: URL
  private let socket: Int32
  private let resets: Int
  private let lock = NSLock()
  private var accepted = 0

  /// Starts listening; the first `resets` connections are reset.
  init(resets: Int) throws {
    self.resets = resets
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw StartFailure(description: "socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(socket, address, length) == 0 && listen(socket, 16) == 0
          && getsockname(socket, address, &length) == 0
      }
    }
    guard bound,
      let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/api/")
    else {
      close(socket)
      throw StartFailure(description: "bind/listen: errno \(errno)")
    }
    self.socket = socket
    baseURL = url
    let thread = Thread { [self] in acceptConnections() }
    thread.name = "ResettingServer"
    thread.start()
  }

  /// How many connections were accepted so far.
  var acceptedConnections: Int { lock.withLock { accepted } }

  /// Stops accepting (the accepting thread ends).
  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }

  private func acceptConnections() {
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }  // stopped
      let number: Int = lock.withLock {
        accepted += 1
        return accepted
      }
      var timeout = timeval(tv_sec: 5, tv_usec: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      readRequestHead(connection)
      if number <= resets {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)  // close with RST, not FIN
        setsockopt(
          connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
      } else {
        let answer = Array(
          "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok".utf8)
        _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
      }
      close(connection)
    }
  }

  /// Reads until the end of the request's head (or the read times out).
  private func readRequestHead(_ connection: Int32) {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
      received += buffer.prefix(count)
    }
  }
}
