import Foundation
import HummingbirdTesting
import OnbanServer
import Testing

@Suite("Request counter", .timeLimit(.minutes(3)))
struct RequestCounterTests {
  @Test func countsEveryRequestPerPath() async throws {
    try await withOnban { server, client in
      #expect(server.requestCount(path: "/onban/main") == 0)
      for _ in 0..<3 { _ = try await client.execute(uri: "/onban/main", method: .get) }
      _ = try await client.execute(uri: "/onban/main?page=2", method: .get)
      _ = try await client.execute(uri: "/onban/detail/HBDEF", method: .get)
      _ = try await client.execute(uri: "/onban/detail/ZZZZZ", method: .get)
      _ = try await client.postOrder("{}")
      _ = try await client.execute(uri: "/onban/nowhere", method: .get)

      #expect(server.requestCount(path: "/onban/main") == 4)
      #expect(server.requestCount(path: "/onban/detail/HBDEF") == 1)
      #expect(server.requestCount(path: "/onban/detail/ZZZZZ") == 1)
      #expect(server.requestCount(path: "/onban/order") == 1)
      #expect(server.requestCount(path: "/onban/nowhere") == 1)
      #expect(server.requestCount(path: "/onban/soup") == 0)

      server.requests.reset()
      #expect(server.requestCount(path: "/onban/main") == 0)
    }
  }

  @Test func countsConcurrentRequests() async throws {
    try await withOnban(setup: .live) { server, client in
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<40 {
          group.addTask { _ = try await client.execute(uri: "/onban/side", method: .get) }
        }
        try await group.waitForAll()
      }
      #expect(server.requestCount(path: "/onban/side") == 40)
    }
  }
}
