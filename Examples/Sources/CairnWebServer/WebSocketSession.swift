import CairnWeb
import Foundation
import HummingbirdWebSocket

/// One page's socket: the first message joins a session (``WebAppHost/join``); the others go to
/// it; what the session sends is written in order by a task of its own. When the socket
/// closes, the session waits for its tab to come back.
enum WebSocketSession {
  /// The longest message a page may send (a form's fields).
  static let maxMessageSize = 1 << 20

  static func run(
    app: String, browser: String, host: WebAppHost, inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter
  ) async throws {
    let (outgoing, continuation) = AsyncStream.makeStream(of: String.self)
    let writer = Task {
      for await text in outgoing {
        try? await outbound.write(.text(text))
      }
    }
    var session: WebSession?
    defer { continuation.finish() }
    for try await message in inbound.messages(maxSize: maxMessageSize) {
      guard case .text(let text) = message, let parsed = ClientMessage(json: Data(text.utf8))
      else { continue }
      if let session {
        await session.handle(parsed)
        continue
      }
      guard
        let (joined, reply) = await host.join(
          app: app, browser: browser, message: parsed, send: { continuation.yield($0.json) })
      else { continue }
      if let reply { continuation.yield(reply.json) }
      guard let joined else { break }  // another version: the page reloads
      session = joined
    }
    if let session { await host.detach(session) }
    // What is queued (a reload) still goes out before the socket closes.
    continuation.finish()
    await writer.value
  }
}
