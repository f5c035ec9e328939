import Foundation

#if canImport(Glibc)
  import Glibc

  /// A TCP server on 127.0.0.1 whose every connection is handled by a closure on a thread of
  /// its own, reading and writing raw bytes: answers a real server would never give (a body
  /// cut short, a connection closed while idle, no answer at all) for the socket transport's
  /// tests. Every read waits at most ``patience`` and then gives up.
  final class LoopbackSocketServer: @unchecked Sendable {
    // @unchecked Sendable: `accepted`, `open` and `isStopped` are only touched while holding
    // `lock`.

    /// How long a read waits for the client.
    static let patience: Int32 = 30_000

    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var accepted = 0
    private var open: [Int32] = []
    private var isStopped = false

    /// `http://127.0.0.1:<port>`.
    var url: URL {
      URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// How many connections it has accepted.
    var acceptedCount: Int { lock.withLock { accepted } }

    /// Listens, and hands each connection to `handle` on a new thread.
    init(handle: @escaping @Sendable (LoopbackConnection) -> Void) throws {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard listener >= 0 else { throw POSIXError(.EMFILE) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
          bind(listener, socketAddress, length) == 0 && listen(listener, 64) == 0
            && getsockname(listener, socketAddress, &length) == 0
        }
      }
      guard bound else {
        close(listener)
        throw POSIXError(.EADDRINUSE)
      }
      self.listener = listener
      port = UInt16(bigEndian: address.sin_port)
      Thread { [self] in acceptLoop(handle) }.start()
    }

    /// Stops accepting and shuts down every connection still open. Under the lock that
    /// ``closeConnection(_:)`` takes: a descriptor closed by its handler is off the list before
    /// its number can be reused, so this never shuts down another test's socket that was given
    /// the same number (tests run in parallel in one process).
    func stop() {
      lock.withLock {
        isStopped = true
        for descriptor in open { shutdown(descriptor, Int32(SHUT_RDWR)) }
      }
      shutdown(listener, Int32(SHUT_RDWR))
    }

    /// Closes a connection's descriptor and forgets it, under the lock.
    fileprivate func closeConnection(_ descriptor: Int32) {
      lock.withLock {
        open.removeAll { $0 == descriptor }
        close(descriptor)
      }
    }

    deinit {
      close(listener)
    }

    private func acceptLoop(_ handle: @escaping @Sendable (LoopbackConnection) -> Void) {
      while true {
        let descriptor = accept(listener, nil, nil)
        guard descriptor >= 0 else {
          if errno == EINTR { continue }
          return
        }
        let isStopped = lock.withLock {
          accepted += 1
          if self.isStopped {
            close(descriptor)
          } else {
            open.append(descriptor)
          }
          return self.isStopped
        }
        if isStopped { return }
        let connection = LoopbackConnection(descriptor: descriptor, server: self)
        Thread { handle(connection) }.start()
      }
    }
  }

  /// One accepted connection of a ``LoopbackSocketServer``.
  final class LoopbackConnection: @unchecked Sendable {
    // @unchecked Sendable: used by its one handler thread only.
    let descriptor: Int32
    private let server: LoopbackSocketServer
    private var pending: [UInt8] = []

    init(descriptor: Int32, server: LoopbackSocketServer) {
      self.descriptor = descriptor
      self.server = server
    }

    deinit {
      server.closeConnection(descriptor)
    }

    /// The next request's head (up to the empty line) and its body (by `Content-Length`);
    /// nil when the client closed the connection or sent nothing for the server's patience.
    func readRequest() -> (head: String, body: [UInt8])? {
      while true {
        if let end = headEnd() {
          let head = String(decoding: pending[..<end], as: UTF8.self)
          pending.removeFirst(end + 4)
          let length =
            head.components(separatedBy: "\r\n")
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap {
              Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            }
            ?? 0
          while pending.count < length {
            guard readMore() else { return nil }
          }
          let body = Array(pending.prefix(length))
          pending.removeFirst(length)
          return (head, body)
        }
        guard readMore() else { return nil }
      }
    }

    /// Writes `text` as UTF-8.
    func write(_ text: String) {
      write(Array(text.utf8))
    }

    /// Writes `bytes`, ignoring a client that has gone.
    func write(_ bytes: [UInt8]) {
      var offset = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes {
          send(
            descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset,
            Int32(MSG_NOSIGNAL))
        }
        guard count > 0 else { return }
        offset += count
      }
    }

    /// Ends the connection.
    func closeNow() {
      shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Waits for the client to close the connection (or the server's patience to pass).
    func waitForClientToClose() {
      while readMore() {}
    }

    private func headEnd() -> Int? {
      guard pending.count >= 4 else { return nil }
      for index in 0...(pending.count - 4)
      where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13
        && pending[index + 3] == 10
      {
        return index
      }
      return nil
    }

    /// Reads what the client sent next; false once it closed, or after ``patience`` of
    /// silence. A signal that interrupts the wait or the read (EINTR) is no reason to hang up
    /// on the client: the wait goes on.
    private func readMore() -> Bool {
      var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      var ready = poll(&watched, 1, LoopbackSocketServer.patience)
      while ready < 0 && errno == EINTR {
        ready = poll(&watched, 1, LoopbackSocketServer.patience)
      }
      guard ready > 0 else { return false }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      var count = recv(descriptor, &buffer, buffer.count, 0)
      while count < 0 && errno == EINTR { count = recv(descriptor, &buffer, buffer.count, 0) }
      guard count > 0 else { return false }
      pending += buffer[0..<count]
      return true
    }
  }
#endif
