import ExampleSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A WebSocket client over a plain TCP socket that sends exactly the header fields it is
/// given, as a browser sends its `Origin` and `Cookie` (the WSClient library adds an `Origin`
/// of its own): for the server's origin and cookie checks, and its protocol, in tests. Every
/// read waits at most ``patience``; blocking calls run off the concurrency pool.
package final class RawWebSocket: @unchecked Sendable {
  // @unchecked Sendable: used by one test at a time; `pending` only by the reading call.
  package struct Refused: Error, CustomStringConvertible {
    package let description: String
  }

  /// How long a read waits.
  package static let patience: Int32 = 30_000

  private let descriptor: Int32
  private var pending: [UInt8] = []

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Connects to 127.0.0.1:`port` and asks for `path` as a WebSocket with `fields`; throws
  /// ``Refused`` with the status line when the server does not switch protocols.
  package static func connect(port: Int, path: String, fields: [String: String]) async throws
    -> RawWebSocket
  {
    try await offThePool { () throws -> RawWebSocket in
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { throw Refused(description: "socket: errno \(errno)") }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
      let client = RawWebSocket(descriptor: descriptor)
      guard connected else { throw Refused(description: "connect: errno \(errno)") }
      var head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
      head += "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
      head += "Sec-WebSocket-Version: 13\r\n"
      for (name, value) in fields { head += "\(name): \(value)\r\n" }
      client.write(Array((head + "\r\n").utf8))
      guard let status = client.readHead() else { throw Refused(description: "no answer") }
      guard status.hasPrefix("HTTP/1.1 101") else { throw Refused(description: status) }
      return client
    }
  }

  /// Sends a text message.
  package func send(_ text: String) async {
    let bytes = Self.frame(text)
    await offThePool { self.write(bytes) }
  }

  /// `text` as one masked text frame, as a client sends it.
  private static func frame(_ text: String) -> [UInt8] {
    let payload = Array(text.utf8)
    var frame: [UInt8] = [0x81]
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else if payload.count < 65_536 {
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    return frame
  }

  /// Sends a text message on the calling thread (a load generator's own thread).
  package func sendBlocking(_ text: String) {
    write(Self.frame(text))
  }

  /// The next text message, read on the calling thread.
  package func receiveBlocking() -> String? {
    readMessage()
  }

  /// The next text message, or nil when the connection closed or nothing came in time.
  package func receive() async -> String? {
    await offThePool { self.readMessage() }
  }

  private func readMessage() -> String? {
    while true {
      guard let header = take(2) else { return nil }
      let opcode = header[0] & 0x0F
      var length = Int(header[1] & 0x7F)
      if length == 126 {
        guard let extended = take(2) else { return nil }
        length = Int(extended[0]) << 8 | Int(extended[1])
      } else if length == 127 {
        guard let extended = take(8) else { return nil }
        length = extended.reduce(0) { $0 << 8 | Int($1) }
      }
      guard let payload = take(length) else { return nil }
      switch opcode {
      case 0x1: return String(decoding: payload, as: UTF8.self)
      case 0x8: return nil
      default: continue  // ping, pong, binary: not the protocol's
      }
    }
  }

  private func readHead() -> String? {
    while true {
      if let end = pending.firstRange(of: [13, 10, 13, 10]) {
        let head = String(decoding: pending[..<end.lowerBound], as: UTF8.self)
        pending.removeSubrange(..<end.upperBound)
        return head.components(separatedBy: "\r\n").first
      }
      guard fill() else { return nil }
    }
  }

  private func take(_ count: Int) -> [UInt8]? {
    while pending.count < count {
      guard fill() else { return nil }
    }
    defer { pending.removeFirst(count) }
    return Array(pending.prefix(count))
  }

  private func fill() -> Bool {
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&watched, 1, Self.patience) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = recv(descriptor, &buffer, buffer.count, 0)
    guard count > 0 else { return false }
    pending += buffer[0..<count]
    return true
  }

  private func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.send(
          descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return }
      offset += count
    }
  }
}
