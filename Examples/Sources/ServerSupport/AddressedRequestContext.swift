import Hummingbird
import NIOCore

/// A request context that knows the address of the client that sent the request, for limits
/// counted per client (like the SMS codes one address may ask for).
public struct AddressedRequestContext: RequestContext, RemoteAddressRequestContext {
  /// Hummingbird's part of the context.
  public var coreContext: CoreRequestContextStorage
  /// The client's address, as the connection has it.
  public let remoteAddress: SocketAddress?

  /// The context of a request arriving on `source`'s connection.
  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}

/// The client of a request, as limits counted per client see it: an IPv4 address
/// (`127.0.0.1`), or the /64 network of an IPv6 address (`2001:db8:1:2::/64`), which one
/// subscriber usually holds whole, so that changing the last 64 bits is not a new client; nil
/// when the context does not know the address.
public func clientAddress(of context: some RequestContext) -> String? {
  guard let address = (context as? any RemoteAddressRequestContext)?.remoteAddress else {
    return nil
  }
  return limitedClient(address)
}

/// The text of `address` that limits count per client (see ``clientAddress(of:)``).
public func limitedClient(_ address: SocketAddress) -> String? {
  guard case .v6(let v6) = address else { return address.ipAddress ?? address.pathname }
  let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
  let isMappedIPv4 = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
  if isMappedIPv4 { return bytes[12..<16].map(String.init).joined(separator: ".") }
  let groups = stride(from: 0, to: 8, by: 2).map {
    String(Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]), radix: 16)
  }
  return groups.joined(separator: ":") + "::/64"
}
