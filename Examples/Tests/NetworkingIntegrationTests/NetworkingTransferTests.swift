import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `GET dishes`, sent before everything else of its session.
struct UrgentDishes: Endpoint {
  var path: String { "dishes" }
  var priority: RequestPriority { .high }
}

@Suite("Progress, priority and dropped connections on real sockets", .timeLimit(.minutes(3)))
struct NetworkingTransferTests {
  // snippet: network-progress-real-socket
  @Test func anUploadAndItsEchoReportTheirProgressChunkByChunk() async throws {
    try await TestServer.with { server in
      // The server holds after the upload's first chunk and after half of its answer until
      // this test has seen progress that way, so both directions report more than one step
      // however the machine schedules the two sides.
      let body = patternedBody(count: 8 << 20)
      let service = DataTransferService(baseURL: server.baseURL)
      let echo = service.transfer(
        ServerAPI.echoInHalves(body).expectingData())
      var uploaded: [Int64] = []
      var downloaded: [Int64] = []
      for await progress in echo.progress {
        #expect(progress.totalBytes == Int64(body.count))
        switch progress.direction {
        case .upload:
          uploaded.append(progress.completedBytes)
          await server.state.open("upload-started")
        case .download:
          downloaded.append(progress.completedBytes)
          await server.state.open("download-started")
        }
      }
      let echoed = try await echo.value
      #expect(echoed == body)
      for steps in [uploaded, downloaded] {
        #expect(steps.count > 1, "the body goes in chunks")
        #expect(steps == steps.sorted() && Set(steps).count == steps.count, "always growing")
        #expect(steps.last == Int64(body.count))
      }
    }
  }
  // end-snippet

  @Test func aTransferKeepsTheTransportsDeadlineAndCancellation() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let slow = service.transfer(ServerAPI.slow(timeout: .milliseconds(300)).expectingData())
      #expect(await networkError { try await slow.value } == .timeout)

      let gated = service.transfer(ServerAPI.gated.expectingData())
      try await server.state.waitForHits("/gated", count: 1)
      gated.cancel()
      #expect(await networkError { try await gated.value } == .cancelled)
      var steps = 0
      for await _ in gated.progress { steps += 1 }
      #expect(steps == 0)
    }
  }

  @Test func aHighPriorityRequestIsAnsweredLikeAnyOther() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let list = try await service.request(UrgentDishes().expecting(RespondDishList.self))
      #expect(list.body.count == 1)
    }
  }

  // snippet: network-connection-lost-real-socket
  @Test func aConnectionResetBeforeTheAnswerIsRetriedByTheConnectionLostPolicy() async throws {
    let server = try ResettingServer(resets: 1)
    defer { server.stop() }
    let retry = RetryInterceptor(policy: .connectionLost(), clock: ManualClock())
    let service = DataTransferService(baseURL: server.baseURL, interceptors: [retry])
    #expect(try await service.request(ServerAPI.dishes.expectingData()) == Data("ok".utf8))
    #expect(server.acceptedConnections == 2)
  }
  // end-snippet

  @Test func withoutARetryAResetConnectionIsOffline() async throws {
    let server = try ResettingServer(resets: 1)
    defer { server.stop() }
    let service = DataTransferService(baseURL: server.baseURL)
    #expect(
      await networkError { try await service.request(ServerAPI.dishes.expectingData()) } == .offline
    )
    #expect(server.acceptedConnections == 1)
  }

  @Test func aTransferFollowsTheAppSessionsRedirectPolicyAsAPlainRequestDoes() async throws {
    try await TestServer.with { server in
      let session = URLSession(
        configuration: .ephemeral, delegate: RefusingRedirects(), delegateQueue: nil)
      defer { session.finishTasksAndInvalidate() }
      let service = DataTransferService(
        baseURL: server.baseURL, transport: URLSessionTransport(session: session))
      let plain = await networkError {
        try await service.request(ServerAPI.redirect.expectingData())
      }
      let followed = await networkError {
        try await service.transfer(ServerAPI.redirect.expectingData()).value
      }
      #expect(plain == .http(status: 302, body: Data()), "the delegate refused the redirect")
      #expect(followed == plain)
      #expect(await server.state.hitCount("/redirect") == 2)
      #expect(await server.state.hitCount("/dishes") == 0)
    }
  }
}

/// A session delegate that refuses every redirect: the answer is the 3xx itself.
final class RefusingRedirects: NSObject, URLSessionTaskDelegate, Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}

/// `count` bytes counting 0 to 250 over and over, made by doubling: a loop over every byte takes
/// seconds in a debug build, on a thread of the concurrency pool that other tests need.
func patternedBody(count: Int) -> Data {
  var body = Data((0..<251).map { UInt8($0) })
  while body.count < count { body.append(body) }
  return body.prefix(count)
}
