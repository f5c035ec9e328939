import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The first handler of every connection after the HTTP decoder: admits it through the
/// server's ``ConnectionGate``, or refuses it.
///
/// A refused connection's request is answered `503 Service Unavailable` with `Retry-After` and
/// `Connection: close`, then the connection is closed; the request never reaches a route. A
/// refused connection that sends no request head within ``ServerLimits/refusalGrace`` is closed
/// without an answer, so that connections over the cap give their descriptors back at once.
final class ConnectionLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundOut = HTTPResponsePart

  /// The refusal's body, in the shape every Cairn server's JSON refusals share.
  static let refusalBody =
    #"{"message":"The server is serving as many connections as it can; try again in a moment."}"#

  private let gate: ConnectionGate
  private let grace: Duration
  private var counted = false
  private var refusing = false
  private var answered = false

  init(gate: ConnectionGate, grace: Duration) {
    self.gate = gate
    self.grace = grace
  }

  func handlerAdded(context: ChannelHandlerContext) {
    guard !counted else { return }
    counted = true
    let channel = context.channel
    if gate.admit() {
      let gate = self.gate
      channel.closeFuture.whenComplete { _ in gate.release() }
    } else {
      refusing = true
      let nanoseconds =
        grace.components.seconds * 1_000_000_000
        + grace.components.attoseconds / 1_000_000_000
      context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) {
        channel.close(promise: nil)
      }
    }
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard refusing else {
      context.fireChannelRead(data)
      return
    }
    // Parts of a refused request are dropped; its head is answered once.
    guard case .head = unwrapInboundIn(data), !answered else { return }
    answered = true
    let body = ByteBuffer(string: Self.refusalBody)
    var fields = HTTPFields()
    fields[.contentType] = "application/json; charset=utf-8"
    fields[.contentLength] = String(body.readableBytes)
    fields[.retryAfter] = "1"
    fields[.connection] = "close"
    let channel = context.channel
    context.write(
      wrapOutboundOut(.head(HTTPResponse(status: .serviceUnavailable, headerFields: fields))),
      promise: nil)
    context.write(wrapOutboundOut(.body(body)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      channel.close(promise: nil)
    }
  }
}
