import Foundation
import Hummingbird
import HummingbirdTesting
import OnbanAPI
import OnbanServer
import Testing

@Suite("Fault injection", .timeLimit(.minutes(3)))
struct FaultInjectionTests {
  @Test func offByDefault() async throws {
    try await withOnban { server, client in
      #expect(server.faults.pendingCount(path: "/onban/main") == 0)
      let mainStatus = try await status(of: "/onban/main", client)
      #expect(mainStatus == .ok)
    }
  }

  @Test func theNextNResponsesGetTheInjectedStatus() async throws {
    try await withOnban { server, client in
      server.faults.inject(.status(.internalServerError), path: "/onban/main", count: 2)
      for _ in 0..<2 {
        let response = try await client.execute(uri: "/onban/main", method: .get)
        #expect(response.status == .internalServerError)
        #expect(try response.decode(RespondError.self).statusCode == 500)
      }
      #expect(try await status(of: "/onban/main", client) == .ok)
      // Other paths were never affected.
      #expect(try await status(of: "/onban/soup", client) == .ok)
      #expect(server.requestCount(path: "/onban/main") == 3)
    }
  }

  @Test func aFaultedOrderIsNotRecorded() async throws {
    try await withOnban { server, client in
      server.faults.inject(.status(.serviceUnavailable), path: "/onban/order")
      let response = try await client.postOrder(#"{"detail_hash": "HBDEF", "quantity": 1}"#)
      #expect(response.status == .serviceUnavailable)
      #expect(try await server.orderCount() == 0)
    }
  }

  @Test func garbageBodyIsNotJSON() async throws {
    try await withOnban { server, client in
      server.faults.inject(.garbageBody, path: "/onban/detail/HBDEF")
      let response = try await client.execute(uri: "/onban/detail/HBDEF", method: .get)
      #expect(response.status == .ok)
      #expect((try? JSONSerialization.jsonObject(with: response.data)) == nil)
      #expect(throws: (any Error).self) { try response.decode(RespondDishDetail.self) }
      let next = try await client.execute(uri: "/onban/detail/HBDEF", method: .get)
      #expect(try next.decode(RespondDishDetail.self).hash == "HBDEF")
    }
  }

  @Test func aHeldRequestWaitsForTheGate() async throws {
    try await withOnban { server, client in
      let gate = FaultGate()
      server.faults.inject(.hold(gate), path: "/onban/side")
      let finished = Flag()
      let request = Task {
        let response = try await client.execute(uri: "/onban/side", method: .get)
        finished.set()
        return response
      }
      await gate.waitForHeldRequests(1)
      #expect(gate.arrivals == 1)
      #expect(!finished.isSet)
      // Other paths are not held.
      #expect(try await status(of: "/onban/main", client) == .ok)
      #expect(!finished.isSet)

      gate.open()
      let response = try await request.value
      #expect(finished.isSet)
      #expect(response.status == .ok)
      #expect(try response.decode(RespondDishList.self).body.count >= 10)
    }
  }

  @Test func anOpenGateLetsRequestsThrough() async throws {
    try await withOnban { server, client in
      let gate = FaultGate()
      gate.open()
      server.faults.inject(.hold(gate), path: "/onban/main", count: 2)
      let first = try await status(of: "/onban/main", client)
      #expect(first == .ok)
      let second = try await status(of: "/onban/main", client)
      #expect(second == .ok)
      #expect(gate.arrivals == 2)
      #expect(server.faults.pendingCount(path: "/onban/main") == 0)
    }
  }

  @Test func removeAllClearsQueuedFaults() async throws {
    try await withOnban { server, client in
      server.faults.inject(.status(.badGateway), path: "/onban/main", count: 5)
      #expect(server.faults.pendingCount(path: "/onban/main") == 5)
      server.faults.removeAll()
      let mainStatus = try await status(of: "/onban/main", client)
      #expect(mainStatus == .ok)
    }
  }
}

/// A thread-safe boolean, set once.
final class Flag: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while holding `lock`.
  private let lock = NSLock()
  private var stored = false

  var isSet: Bool { lock.withLock { stored } }

  func set() { lock.withLock { stored = true } }
}

/// The status of a GET.
private func status(of uri: String, _ client: any TestClientProtocol) async throws
  -> HTTPResponse.Status
{
  try await client.execute(uri: uri, method: .get).status
}
