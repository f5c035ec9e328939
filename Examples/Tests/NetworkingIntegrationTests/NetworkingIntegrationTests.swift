import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The routes of ``TestServer``, as an app would declare its API.
enum ServerAPI: Endpoint {
  case dishes, garbage, wrongShape, gated, flaky, redirect
  case protected(Int)
  case refresh
  case status(Int)
  case slow(timeout: Duration)
  case echo(CairnNetworking.EndpointBody)
  /// Bytes echoed by a server that holds part way both ways (``TestServer``).
  case echoInHalves(Data)

  var path: String {
    switch self {
    case .dishes: "dishes"
    case .garbage: "garbage"
    case .wrongShape: "wrong-shape"
    case .gated: "gated"
    case .flaky: "flaky"
    case .redirect: "redirect"
    case .protected: "protected"
    case .refresh: "refresh"
    case .status(let code): "status/\(code)"
    case .slow: "slow"
    case .echo: "echo"
    case .echoInHalves: "echo-in-halves"
    }
  }

  var method: HTTPMethod {
    switch self {
    case .refresh, .echo, .echoInHalves: .post
    default: .get
    }
  }

  var queryItems: [URLQueryItem] {
    if case .protected(let index) = self { return [URLQueryItem(name: "i", value: "\(index)")] }
    return []
  }

  var body: CairnNetworking.EndpointBody {
    switch self {
    case .echo(let body): return body
    case .echoInHalves(let bytes): return .raw(bytes, contentType: "application/octet-stream")
    default: return .none
    }
  }

  var timeout: Duration? {
    if case .slow(let timeout) = self { return timeout }
    return nil
  }

  var shouldAuthenticate: Bool {
    if case .refresh = self { return false }
    return true
  }
}

struct RespondDish: Decodable, Sendable, Equatable {
  let detailHash: String
  let title: String
  let salePrice: String

  enum CodingKeys: String, CodingKey {
    case detailHash = "detail_hash"
    case title
    case salePrice = "s_price"
  }
}

struct RespondDishList: Decodable, Sendable, Equatable {
  let statusCode: Int
  let body: [RespondDish]
}

struct RespondToken: Decodable, Sendable {
  let accessToken: String
}

/// Runs `operation` and returns its `NetworkError`, or `nil` when it succeeded.
func networkError<T>(_ operation: () async throws -> T) async -> NetworkError? {
  do {
    _ = try await operation()
    return nil
  } catch let error as NetworkError {
    return error
  } catch {
    Issue.record("not a NetworkError: \(error)")
    return nil
  }
}

@Suite("CairnNetworking against a real Hummingbird server", .timeLimit(.minutes(3)))
struct NetworkingIntegrationTests {
  @Test func jsonIsDecoded() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let list = try await service.request(ServerAPI.dishes.expecting(RespondDishList.self))
      #expect(
        list.body == [RespondDish(detailHash: "HBDEF", title: "오리 주물럭_반조리", salePrice: "12,640원")])
    }
  }

  @Test(arguments: [400, 401, 403, 404, 409, 429, 500, 502, 503])
  func everyErrorStatusIsTyped(_ code: Int) async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let error = await networkError {
        try await service.request(ServerAPI.status(code).expectingData())
      }
      #expect(error == .http(status: code, body: Data(#"{"code":\#(code)}"#.utf8)))
    }
  }

  @Test func successStatusesSucceed() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      #expect(
        try await service.request(ServerAPI.status(200).expectingData())
          == Data(#"{"code":200}"#.utf8))
      try await service.request(ServerAPI.status(201).expectingNoContent())
      try await service.request(ServerAPI.status(204).expectingNoContent())
    }
  }

  @Test func garbageAndWrongShapesAreDecodingErrors() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let garbage = await networkError {
        try await service.request(ServerAPI.garbage.expecting(RespondDishList.self))
      }
      guard case .decoding("", _) = garbage else {
        Issue.record("expected a top-level decoding error, got \(String(describing: garbage))")
        return
      }
      let wrong = await networkError {
        try await service.request(ServerAPI.wrongShape.expecting(RespondDishList.self))
      }
      guard case .decoding("body[1].s_price", _) = wrong else {
        Issue.record(
          "expected a decoding error at body[1].s_price, got \(String(describing: wrong))")
        return
      }
    }
  }

  @Test func bodiesArriveByteForByte() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let bodies: [CairnNetworking.EndpointBody] = [
        .form(["name": "반찬 가게", "q": "a&b=c+d"]),
        .multipart(
          [
            .text("title", "오리"),
            MultipartPart(name: "f", data: Data([0, 255]), filename: "x.bin"),
          ], boundary: "B0undary"),
      ]
      for body in bodies {
        let expected = try service.networkService.makeURLRequest(for: ServerAPI.echo(body))
        let (data, response) = try await service.requestWithResponse(
          ServerAPI.echo(body).expectingData())
        #expect(data == expected.httpBody)
        #expect(
          response.value(forHTTPHeaderField: "Content-Type")
            == expected.value(forHTTPHeaderField: "Content-Type"))
      }
    }
  }

  // snippet: network-linux-timeout
  @Test func aShortTimeoutFiresOnTime() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let clock = ContinuousClock()
      let start = clock.now
      let error = await networkError {
        try await service.request(ServerAPI.slow(timeout: .milliseconds(300)).expectingData())
      }
      let elapsed = start.duration(to: clock.now)
      #expect(error == .timeout)
      #expect(elapsed >= .milliseconds(300))
      // Linux URLSession truncates 0.3 s to 0 and fires at once: the line above catches that.
      // The server never answers, so only the deadline ends the wait; the bound below is far
      // above 300 ms because a loaded machine took 3.4 s to get there.
      #expect(elapsed < .seconds(20), "the deadline ended the request, not the server")
      // At most once: under load the deadline may pass before the request reaches the server.
      #expect(
        await server.state.hitCount("/slow") <= 1, "a timeout is not retried without a retrier")
    }
  }
  // end-snippet

  @Test func cancellingTheTaskCancelsTheRequestInFlight() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let task = Task {
        await networkError { try await service.request(ServerAPI.gated.expectingData()) }
      }
      try await server.state.waitForHits("/gated", count: 1)  // the request is at the server, held
      task.cancel()
      #expect(await task.value == .cancelled)
    }
  }

  @Test func nothingListeningIsOffline() async throws {
    let server = try await TestServer.start()
    await server.stop()
    let service = DataTransferService(baseURL: server.baseURL)
    #expect(
      await networkError { try await service.request(ServerAPI.dishes.expectingData()) } == .offline
    )
  }

  @Test func fiftyConcurrentIdenticalGetsReachTheServerOnce() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      try await withThrowingTaskGroup(of: Data.self) { group in
        for _ in 0..<50 {
          group.addTask { try await service.request(ServerAPI.gated.expectingData()) }
        }
        try await server.state.waitForHits("/gated", count: 1)
        try await service.networkService.waitForCoalescedCallers(50, for: ServerAPI.gated)
        await server.state.open("gated")
        var count = 0
        for try await data in group {
          #expect(data == Data(#""shared""#.utf8))
          count += 1
        }
        #expect(count == 50)
      }
      #expect(await server.state.hitCount("/gated") == 1)
    }
  }

  /// Three callers share one `GET`; the one that started it leaves. The other two get the
  /// answer of the one request the server saw.
  @Test func theFirstOfThreeCoalescedCallersLeavingSendsNothingAgain() async throws {
    try await TestServer.with { server in
      let service = DataTransferService(baseURL: server.baseURL)
      let first = Task { try await service.request(ServerAPI.gated.expectingData()) }
      try await server.state.waitForHits("/gated", count: 1)
      let others = (0..<2).map { _ in
        Task { try await service.request(ServerAPI.gated.expectingData()) }
      }
      try await service.networkService.waitForCoalescedCallers(3, for: ServerAPI.gated)
      first.cancel()
      await #expect(throws: NetworkError.cancelled) { try await first.value }
      await server.state.open("gated")
      for other in others {
        #expect(try await other.value == Data(#""shared""#.utf8))
      }
      #expect(await server.state.hitCount("/gated") == 1)
    }
  }

  @Test func twentyConcurrent401sRefreshOnceAgainstTheServer() async throws {
    try await TestServer.with { server in
      let plain = DataTransferService(baseURL: server.baseURL)
      let state = server.state
      let store = TokenStore(token: "expired") { _ in
        try await state.waitForHits("/protected", count: 20)  // all twenty have been refused
        return try await plain.request(ServerAPI.refresh.expecting(RespondToken.self)).accessToken
      }
      let service = DataTransferService(
        baseURL: server.baseURL, interceptors: [AuthenticationInterceptor(store: store)],
        configuration: .init(coalescedMethods: []))
      try await withThrowingTaskGroup(of: Data.self) { group in
        for index in 0..<20 {
          group.addTask { try await service.request(ServerAPI.protected(index).expectingData()) }
        }
        for try await data in group { #expect(data == Data(#""secret""#.utf8)) }
      }
      #expect(await state.refreshCount == 1)
      #expect(await state.hitCount("/protected") == 40)
      #expect(await store.credential == TokenCredential(token: "token-1", generation: 1))
    }
  }

  @Test func a503WithRetryAfterZeroIsRetried() async throws {
    try await TestServer.with { server in
      let clock = ManualClock()
      let service = DataTransferService(
        baseURL: server.baseURL, interceptors: [RetryInterceptor(clock: clock)])
      let data = try await service.request(ServerAPI.flaky.expectingData())
      #expect(data == Data(#""recovered""#.utf8))
      #expect(await server.state.hitCount("/flaky") == 2)
      #expect(clock.recordedSleeps == [.zero], "Retry-After: 0 means no wait")
    }
  }
}
