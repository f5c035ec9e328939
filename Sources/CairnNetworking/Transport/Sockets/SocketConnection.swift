#if canImport(Glibc)
  import Foundation
  import Glibc

  /// One TCP connection of ``SocketHTTPTransport``: a non-blocking socket whose every wait polls
  /// the socket together with the exchange's ``SocketWake``, so that a cancelled or expired
  /// exchange stops waiting at once and no wait spins.
  final class SocketConnection: @unchecked Sendable {
    // @unchecked Sendable: a connection is used by one exchange at a time, handed over through
    // the pool's lock.

    /// The socket.
    let descriptor: Int32
    /// Where it is connected.
    let endpoint: SocketEndpoint
    /// How many requests it has answered.
    var answeredRequests = 0
    /// When it last went back to the pool.
    var idleSince = ContinuousClock.now

    private init(descriptor: Int32, endpoint: SocketEndpoint) {
      self.descriptor = descriptor
      self.endpoint = endpoint
    }

    deinit {
      close(descriptor)
    }

    /// Opens a connection to `endpoint`, trying each of its addresses in turn.
    ///
    /// - Throws: `URLError(.cannotFindHost)` when the name does not resolve,
    ///   `.cannotConnectToHost` when no address accepts, `.cancelled` when `wake` is signalled.
    static func connect(to endpoint: SocketEndpoint, wake: SocketWake) throws(URLError)
      -> SocketConnection
    {
      var hints = addrinfo()
      hints.ai_family = AF_UNSPEC
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      hints.ai_flags = AI_NUMERICSERV
      var found: UnsafeMutablePointer<addrinfo>?
      guard getaddrinfo(endpoint.host, String(endpoint.port), &hints, &found) == 0,
        let first = found
      else { throw URLError(.cannotFindHost) }
      defer { freeaddrinfo(first) }
      var address: UnsafeMutablePointer<addrinfo>? = first
      while let current = address {
        address = current.pointee.ai_next
        let descriptor = socket(
          current.pointee.ai_family,
          Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { continue }
        let connection = SocketConnection(descriptor: descriptor, endpoint: endpoint)
        if try connection.finishConnecting(to: current.pointee, wake: wake) {
          var on: Int32 = 1
          _ = setsockopt(
            descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
          return connection
        }
      }
      throw URLError(.cannotConnectToHost)
    }

    /// Connects the socket to `address`; false when that address refuses.
    private func finishConnecting(to address: addrinfo, wake: SocketWake) throws(URLError) -> Bool {
      if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 { return true }
      guard errno == EINPROGRESS || errno == EINTR else { return false }
      try wait(for: Int16(POLLOUT), wake: wake)
      var failure: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 else {
        return false
      }
      return failure == 0
    }

    /// Writes all of `bytes`, calling `sent` with the count written after each write.
    /// - Throws: `URLError(.networkConnectionLost)` when the peer is gone, `.cancelled` when
    ///   `wake` is signalled.
    func send(_ bytes: [UInt8], wake: SocketWake, sent: (Int) -> Void = { _ in }) throws(URLError) {
      var offset = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in
          Glibc.send(
            descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset,
            Int32(MSG_NOSIGNAL))
        }
        if count > 0 {
          offset += count
          sent(offset)
        } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
          try wait(for: Int16(POLLOUT), wake: wake)
        } else if count < 0, errno == EINTR {
          continue
        } else {
          throw URLError(.networkConnectionLost)
        }
      }
    }

    /// Reads what has arrived into `buffer` (waiting for something first); returns how many
    /// bytes, 0 at the end of the stream.
    /// - Throws: `URLError(.networkConnectionLost)` on a reset, `.cancelled` when `wake` is
    ///   signalled.
    func receive(into buffer: inout [UInt8], wake: SocketWake) throws(URLError) -> Int {
      while true {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count >= 0 { return count }
        if errno == EAGAIN || errno == EWOULDBLOCK {
          try wait(for: Int16(POLLIN), wake: wake)
        } else if errno != EINTR {
          throw URLError(.networkConnectionLost)
        }
      }
    }

    /// Whether an idle connection can carry another request: nothing has arrived on it (a
    /// peer that closed it makes it readable, with the end of the stream).
    var isStillOpen: Bool {
      var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      return poll(&watched, 1, 0) == 0
    }

    /// Blocks until the socket is ready for `events` or `wake` is signalled (then throws
    /// `URLError(.cancelled)`; the exchange knows whether it was a cancellation or a deadline).
    private func wait(for events: Int16, wake: SocketWake) throws(URLError) {
      var watched = [
        pollfd(fd: descriptor, events: events, revents: 0),
        pollfd(fd: wake.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        let ready = poll(&watched, 2, -1)
        if ready < 0, errno == EINTR { continue }
        guard ready > 0 else { throw URLError(.networkConnectionLost) }
        if watched[1].revents != 0 { throw URLError(.cancelled) }
        return
      }
    }
  }
#endif
