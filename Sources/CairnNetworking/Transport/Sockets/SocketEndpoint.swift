/// Where a connection of ``SocketHTTPTransport`` goes: a host name or address and a TCP port.
struct SocketEndpoint: Hashable, Sendable {
  let host: String
  let port: UInt16
}

extension SocketEndpoint: CustomStringConvertible {
  /// `host:port`.
  var description: String { "\(host):\(port)" }
}
