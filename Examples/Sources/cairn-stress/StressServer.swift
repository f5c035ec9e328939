import Foundation
import Hummingbird
import ServerSupport

/// The loopback server of the stress run: `GET /echo/<id>?delay=<µs>` waits `delay`
/// microseconds, then answers `<id>`, so that every caller can check that it got its own
/// answer.
enum StressServer {
  /// Starts the server, counting its connections in `connections`.
  static func start(connections: ConnectionCounter) async throws -> RunningServer {
    let router = Router()
    router.get("echo/:id") { request, context -> String in
      let id = context.parameters.decoded("id") ?? ""
      let delay = request.uri.queryParameters.get("delay", as: Int.self) ?? 0
      // The time the server takes to answer, chosen by the caller so that deadlines and
      // cancellations land while the answer is on its way.
      try await Task.sleep(for: .microseconds(delay))
      return id
    }
    return try await RunningServer.start(
      router: router, name: "cairn-stress", connections: connections)
  }
}
