import CairnNetworking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A device's network cable: real URLSession requests while connected, `offline` while
/// unplugged. The server stays real; only this device's link to it is cut, which lets a test
/// give each client its own outages.
final class SwitchableTransport: HTTPTransport, @unchecked Sendable {
  // @unchecked Sendable: `connected` and `beforeSend` are only touched under `lock`.
  private let lock = NSLock()
  private var connected = true
  private var beforeSend: (@Sendable (URLRequest) async -> Void)?
  private var received: [(path: String, body: Data)] = []
  private let real = DefaultHTTPTransport()

  var isConnected: Bool {
    get { lock.withLock { connected } }
    set { lock.withLock { connected = newValue } }
  }

  /// Runs before every request is sent (e.g. to stop the server in the middle of a sync).
  func onSend(_ hook: (@Sendable (URLRequest) async -> Void)?) {
    lock.withLock { beforeSend = hook }
  }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let (isConnected, hook) = lock.withLock { (connected, beforeSend) }
    guard isConnected else { throw NetworkError.offline }
    await hook?(request)
    let (body, response) = try await real.send(request)
    lock.withLock { received.append((request.url?.path ?? "", body)) }
    return (body, response)
  }

  /// The bodies of the answers received for `path` so far, oldest first.
  func answers(to path: String) -> [String] {
    lock.withLock {
      received.filter { $0.path == path }.map { String(decoding: $0.body, as: UTF8.self) }
    }
  }
}
