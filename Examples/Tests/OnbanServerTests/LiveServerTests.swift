import Foundation
import OnbanAPI
import Testing

@testable import OnbanServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Over a real socket", .timeLimit(.minutes(3)))
struct LiveServerTests {
  @Test func servesOn127001WithAnEphemeralPort() async throws {
    let server = try await OnbanServer()
    try await withRunningServer(server) { base in
      let (listData, listResponse) = try await URLSession.shared.data(
        from: base.appending(path: "onban/main"))
      #expect((listResponse as? HTTPURLResponse)?.statusCode == 200)
      let list = try JSONDecoder().decode(RespondDishList.self, from: listData)
      let dish = try #require(list.body.first)

      // Image URLs are absolute paths, resolved against the server's base URL.
      let imageURL = try #require(URL(string: dish.image, relativeTo: base))
      let (imageData, imageResponse) = try await URLSession.shared.data(from: imageURL)
      let http = try #require(imageResponse as? HTTPURLResponse)
      #expect(http.statusCode == 200)
      #expect(http.value(forHTTPHeaderField: "Content-Type") == "image/png")
      #expect(PNGHeader(Array(imageData)) != nil)

      var request = URLRequest(url: base.appending(path: "onban/order"))
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(#"{"detail_hash": "HBDEF", "quantity": 3}"#.utf8)
      let (orderData, orderResponse) = try await URLSession.shared.data(for: request)
      #expect((orderResponse as? HTTPURLResponse)?.statusCode == 201)
      #expect(try JSONDecoder().decode(RespondOrder.self, from: orderData).total == 37920)

      request.httpBody = Data(#"{"detail_hash": "HBDEF", "quantity": 0}"#.utf8)
      let (_, rejected) = try await URLSession.shared.data(for: request)
      #expect((rejected as? HTTPURLResponse)?.statusCode == 422)
    }
    #expect(server.requestCount(path: "/onban/main") == 1)
    #expect(server.requestCount(path: "/onban/order") == 2)
    #expect(try await server.orderCount() == 1)
  }

  @Test func ordersPersistInAWALFileInTheDataFolder() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "onban-tests-\(UUID().uuidString)/onban")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }

    let first = try await OnbanServer(
      configuration: OnbanServerConfiguration(dataDirectory: folder))
    try await withRunningServer(first) { base in
      var request = URLRequest(url: base.appending(path: "onban/order"))
      request.httpMethod = "POST"
      request.httpBody = Data(#"{"detail_hash": "HBDEF", "quantity": 2}"#.utf8)
      let (_, response) = try await URLSession.shared.data(for: request)
      #expect((response as? HTTPURLResponse)?.statusCode == 201)
    }
    let file = folder.appending(path: "onban.sqlite").path(percentEncoded: false)
    #expect(FileManager.default.fileExists(atPath: file))
    #expect(try await first.journalMode() == "wal")

    let reopened = try await OnbanServer(
      configuration: OnbanServerConfiguration(dataDirectory: folder))
    let orders = try await reopened.recordedOrders()
    #expect(orders.map(\.total) == [25280])
  }

  @Test func theStaticRunnerReportsItsPort() async throws {
    let ports = AsyncStream.makeStream(of: Int.self)
    let task = Task {
      defer { ports.continuation.finish() }
      try await OnbanServer.run(dataDirectory: nil) { port in ports.continuation.yield(port) }
    }
    var iterator = ports.stream.makeAsyncIterator()
    let port = try #require(await iterator.next())
    #expect(port > 0)
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/onban/soup"))
    let (_, response) = try await URLSession.shared.data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    task.cancel()
    _ = await task.result
  }
}

/// Runs the server on 127.0.0.1 with an ephemeral port, calls `body` with its base URL, then stops
/// it by cancelling the serving task.
func withRunningServer(
  _ server: OnbanServer, _ body: (URL) async throws -> Void
) async throws {
  let ports = AsyncStream.makeStream(of: Int.self)
  let serving = Task {
    defer { ports.continuation.finish() }
    try await server.run(host: "127.0.0.1", port: 0, logger: quietLogger) { port in
      ports.continuation.yield(port)
    }
  }
  defer { serving.cancel() }
  var iterator = ports.stream.makeAsyncIterator()
  guard let port = await iterator.next(), let base = URL(string: "http://127.0.0.1:\(port)/")
  else { throw TestFailure("the server did not report a port") }
  try await body(base)
  serving.cancel()
  _ = await serving.result
}
