import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP port on 127.0.0.1 held by this process for a test's duration, that no server answers
/// on: nobody else can take it while it is held.
///
/// Not listening, a connection to it is refused at once ("connection refused"). Listening, the
/// system accepts connections into its queue but nothing ever reads or answers them: a server
/// that hangs, for the time-outs of clients.
package final class HeldPort: Sendable {
  /// The socket could not be made.
  package struct Unavailable: Error, CustomStringConvertible {
    /// What failed.
    package let description: String
  }

  /// The port number.
  package let port: Int
  private let socketDescriptor: Int32

  /// Binds a free port; with `listening`, connections are queued and never answered, else
  /// refused.
  package init(listening: Bool) throws(Unavailable) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Unavailable(description: "socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && (!listening || listen(descriptor, 16) == 0)
          && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(descriptor)
      throw Unavailable(description: "bind or listen on 127.0.0.1: \(code)")
    }
    socketDescriptor = descriptor
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit {
    close(socketDescriptor)
  }
}
