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

/// The client address of a request, as text (`127.0.0.1`, `::1`); nil when the context does not
/// know it.
public func clientAddress(of context: some RequestContext) -> String? {
  guard let address = (context as? any RemoteAddressRequestContext)?.remoteAddress else {
    return nil
  }
  return address.ipAddress ?? address.pathname
}
