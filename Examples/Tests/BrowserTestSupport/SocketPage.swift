import CairnNetworking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A page of a CairnWeb server driven over its socket without a browser, as a load generator:
/// the first GET (its session, its browser cookie), the socket opened with the page's Origin and
/// cookie, the join, then keys sent one at a time, each until its patch comes back.
package final class SocketPage: @unchecked Sendable {
  // @unchecked Sendable: driven by one thread at a time (its load generator's).
  private let socket: RawWebSocket
  private var sequence = 0

  private init(socket: RawWebSocket) {
    self.socket = socket
  }

  /// Opens `path` (`/todo/`) on the server at 127.0.0.1:`port` and its socket, and joins.
  package static func open(port: Int, path: String) async throws -> SocketPage {
    guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else {
      throw RawWebSocket.Refused(description: "no URL for \(path)")
    }
    let (data, response) = try await DefaultHTTPTransport().send(URLRequest(url: url))
    let html = String(decoding: data, as: UTF8.self)
    let cookie =
      (response.value(forHTTPHeaderField: "Set-Cookie") ?? "")
      .split(separator: ";").first.map(String.init) ?? ""
    guard let session = attribute("data-session", in: html),
      let socketPath = attribute("data-socket", in: html),
      let version = attribute("data-version", in: html)
    else { throw RawWebSocket.Refused(description: "the page names no session or socket") }
    let socket = try await RawWebSocket.connect(
      port: port, path: socketPath,
      fields: ["Origin": "http://127.0.0.1:\(port)", "Cookie": cookie])
    let page = SocketPage(socket: socket)
    await socket.send(
      #"{"t":"join","session":"\#(session)","url":"\#(path)","version":"\#(version)","i":0}"#)
    guard let first = await socket.receive(), first.contains(#""t":"page""#) else {
      throw RawWebSocket.Refused(description: "the join was not answered with the page")
    }
    return page
  }

  /// Presses `key` and waits, on the calling thread, for the patch that acknowledges it;
  /// false when the socket closed or stayed silent for ``RawWebSocket/patience``.
  package func pressBlocking(_ key: String) -> Bool {
    sequence += 1
    socket.sendBlocking(#"{"t":"key","q":\#(sequence),"k":"\#(key)","c":false}"#)
    while let message = socket.receiveBlocking() {
      if let acknowledged = Self.acknowledgement(in: message), acknowledged >= sequence {
        return true
      }
    }
    return false
  }

  private static func acknowledgement(in message: String) -> Int? {
    guard let range = message.range(of: #""ack":"#) else { return nil }
    return Int(message[range.upperBound...].prefix { $0.isNumber })
  }

  /// The value of the first `name="…"` in `html`.
  package static func attribute(_ name: String, in html: String) -> String? {
    guard let range = html.range(of: "\(name)=\"") else { return nil }
    return String(html[range.upperBound...].prefix { $0 != "\"" })
  }
}
