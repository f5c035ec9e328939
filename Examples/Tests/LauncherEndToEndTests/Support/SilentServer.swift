import Foundation

#if canImport(Glibc)
  import Glibc

  /// A TCP server on 127.0.0.1 that accepts connections, reads what they send and never
  /// answers: a model or an API that hangs. ``requests`` yields once per request head read.
  final class SilentServer: @unchecked Sendable {
    // @unchecked Sendable: `listener` never changes; `connections` is only touched while
    // holding `lock`.
    struct StartFailure: Error {}

    /// `http://127.0.0.1:<port>`.
    let url: URL
    /// One element per request that arrived.
    let requests: AsyncStream<Void>
    private let arrived: AsyncStream<Void>.Continuation
    private let listener: Int32
    private let lock = NSLock()
    private var connections: [Int32] = []

    /// Starts listening.
    init() throws {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard listener >= 0 else { throw StartFailure() }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
          bind(listener, address, length) == 0 && listen(listener, 16) == 0
            && getsockname(listener, address, &length) == 0
        }
      }
      guard bound, let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
      else {
        close(listener)
        throw StartFailure()
      }
      self.listener = listener
      self.url = url
      (requests, arrived) = AsyncStream.makeStream(of: Void.self)
      let thread = Thread { [self] in acceptConnections() }
      thread.name = "SilentServer"
      thread.start()
    }

    /// Stops accepting and closes every connection.
    func stop() {
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
      for connection in lock.withLock({ connections }) { shutdown(connection, Int32(SHUT_RDWR)) }
      arrived.finish()
    }

    private func acceptConnections() {
      while true {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }  // stopped
        lock.withLock { connections.append(connection) }
        Thread { [self] in readHeads(connection) }.start()
      }
    }

    /// Reads the connection until it ends, yielding once per request head (an empty line).
    private func readHeads(_ connection: Int32) {
      defer { close(connection) }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      var tail: [UInt8] = []
      while true {
        let count = recv(connection, &buffer, buffer.count, 0)
        guard count > 0 else { return }
        tail += buffer[0..<count]
        while let end = tail.firstRange(of: [13, 10, 13, 10]) {
          tail.removeSubrange(..<end.upperBound)
          arrived.yield()
        }
      }
    }
  }
#endif
