import HummingbirdCore
import NIOCore

extension ServerLimits {
  /// Hummingbird's HTTP/1.1 server holding to these limits: pass it as `server:` when creating
  /// an `Application`.
  ///
  /// - Parameters:
  ///   - gate: the server's connection count; one gate per server, shared by its connections.
  ///   - connections: counts every connection accepted, admitted or not, when given.
  public func http1Server(
    gate: ConnectionGate, connections: ConnectionCounter? = nil
  ) -> HTTPServerBuilder {
    .http1(configuration: http1Configuration(gate: gate, connections: connections))
  }

  /// The HTTP/1.1 channel settings of these limits, for a server built another way (one that
  /// also upgrades to WebSocket).
  public func http1Configuration(
    gate: ConnectionGate, connections: ConnectionCounter? = nil
  ) -> HTTP1Channel.Configuration {
    let grace = refusalGrace
    return HTTP1Channel.Configuration(
      additionalChannelHandlers: {
        // Called once for every accepted connection, as its pipeline is built.
        connections?.recordOpened()
        return [ConnectionLimitHandler(gate: gate, grace: grace)]
      }(),
      idleTimeout: TimeAmount(idleTimeout),
      httpDecoderConfiguration: HTTP1Channel.Configuration.DecoderConfiguration(
        maxHeaderFieldSize: maxHeaderBytes, maxHeaderListSize: maxHeaderBytes))
  }
}
