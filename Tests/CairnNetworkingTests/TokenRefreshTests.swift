import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Single-flight token refresh", .timeLimit(.minutes(1)))
struct TokenRefreshTests {
  /// Answers 200 to the token "new" and 401 to anything else.
  static let acceptsNewToken: StubTransport.Responder = { request in
    request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
      ? .status(200, body: "me") : .status(401)
  }

  private func service(_ stub: StubTransport, _ store: TokenStore) -> DataTransferService {
    makeService(
      stub, interceptors: [AuthenticationInterceptor(store: store)],
      configuration: .init(coalescedMethods: []))
  }

  // snippet: network-single-flight-refresh
  @Test func twentyConcurrent401sCauseOneRefreshAndTwentyRetries() async throws {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/me", responder: Self.acceptsNewToken)
    let gate = Gate()
    let store = TokenStore(token: "old") { current in
      #expect(current == "old")
      await gate.wait()
      return "new"
    }
    let service = service(stub, store)
    try await withThrowingTaskGroup(of: Data.self) { group in
      for index in 0..<20 {
        group.addTask { try await service.request(TestAPI.profile(index).expectingData()) }
      }
      await stub.waitForRequests(count: 20)  // every request has been answered 401 or is about to
      await gate.open()
      var results: [Data] = []
      for try await data in group { results.append(data) }
      #expect(results == Array(repeating: Data("me".utf8), count: 20))
    }
    #expect(await store.refreshCount == 1)
    let authorizations = await stub.receivedRequests.map {
      $0.value(forHTTPHeaderField: "Authorization")
    }
    #expect(authorizations.count == 40)
    #expect(authorizations.filter { $0 == "Bearer old" }.count == 20)
    #expect(authorizations.filter { $0 == "Bearer new" }.count == 20)
    #expect(await store.credential == TokenCredential(token: "new", generation: 1))
  }
  // end-snippet

  @Test func aFailedRefreshFailsEveryWaiter() async {
    struct Expired: Error {}
    let stub = StubTransport()
    await stub.stub(.get, "/onban/me", .status(401))
    let gate = Gate()
    let store = TokenStore(token: "old") { _ in
      await gate.wait()
      throw NetworkError.http(status: 400, body: Data("refresh token expired".utf8))
    }
    let service = service(stub, store)
    let errors = await withTaskGroup(of: NetworkError?.self) { group in
      for index in 0..<5 {
        group.addTask {
          await networkError { try await service.request(TestAPI.profile(index).expectingData()) }
        }
      }
      await stub.waitForRequests(count: 5)
      await gate.open()
      var errors: [NetworkError?] = []
      for await error in group { errors.append(error) }
      return errors
    }
    let expected = NetworkError.http(status: 400, body: Data("refresh token expired".utf8))
    #expect(errors == Array(repeating: expected, count: 5))
    #expect(await store.refreshCount == 1)
    #expect(await stub.receivedRequests.count == 5, "nothing is retried after a failed refresh")
  }

  // snippet: network-token-replaced-during-failing-refresh
  @Test func aTokenReplacedWhileARefreshIsFailingIsUsedToRetryTheWaitingRequest() async throws {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/me", responder: Self.acceptsNewToken)
    let (started, gate) = (Gate(), Gate())
    let store = TokenStore(token: "old") { _ in
      await started.open()
      await gate.wait()
      throw NetworkError.http(status: 400, body: Data("refresh token expired".utf8))
    }
    let service = service(stub, store)
    let waiting = Task { try await service.request(TestAPI.profile(0).expectingData()) }
    await started.wait()  // the request got 401 and waits for the refresh
    await store.replaceToken("new")  // the user logs in again while the refresh is failing
    await gate.open()
    #expect(try await waiting.value == Data("me".utf8))
    let authorizations = await stub.receivedRequests.map {
      $0.value(forHTTPHeaderField: "Authorization")
    }
    #expect(authorizations == ["Bearer old", "Bearer new"])
    #expect(await store.refreshCount == 1)
  }
  // end-snippet

  @Test func a401AfterTheRefreshIsTheCallersError() async {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/me", .status(401, body: "still no"))
    let store = TokenStore(token: "old") { _ in "new" }
    let error = await networkError {
      try await service(stub, store).request(TestAPI.profile(0).expectingData())
    }
    #expect(error == .http(status: 401, body: Data("still no".utf8)))
    #expect(await store.refreshCount == 1)
    #expect(await stub.receivedRequests.count == 2)
  }

  @Test func aStale401UsesTheNewerTokenWithoutRefreshingAgain() async throws {
    let clock = ManualClock(isAdvancingAutomatically: false)
    let stub = StubTransport(clock: clock)
    // The slow request is answered 401 only after another request has refreshed the token.
    await stub.stub(.get, "/onban/slow") { request in
      request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
        ? .status(200, body: "slow") : StubResponse.status(401).delayed(by: .seconds(1))
    }
    await stub.stub(.get, "/onban/me", responder: Self.acceptsNewToken)
    let store = TokenStore(token: "old") { _ in "new" }
    let service = service(stub, store)
    let slow = Task { try await service.request(TestAPI.slow.expectingData()) }
    await clock.waitForSleepers(count: 1)
    #expect(try await service.request(TestAPI.profile(0).expectingData()) == Data("me".utf8))
    #expect(await store.refreshCount == 1)
    clock.advance(by: .seconds(1))
    #expect(try await slow.value == Data("slow".utf8))
    #expect(await store.refreshCount == 1, "the stale 401 did not refresh again")
  }

  @Test func endpointsThatOptOutAreNotAuthorized() async {
    let stub = StubTransport()
    await stub.stub(.post, "/onban/auth/refresh", .status(401))
    let store = TokenStore(token: "old") { _ in "new" }
    let error = await networkError {
      try await service(stub, store).request(TestAPI.refresh.expectingData())
    }
    #expect(error?.status == 401)
    #expect(await store.refreshCount == 0)
    #expect(await stub.receivedRequests.first?.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func replacingTheTokenStartsANewGeneration() async throws {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/me", responder: Self.acceptsNewToken)
    let store = TokenStore(token: "old") { _ in "refreshed" }
    await store.replaceToken("new")
    #expect(await store.credential == TokenCredential(token: "new", generation: 1))
    _ = try await service(stub, store).request(TestAPI.profile(0).expectingData())
    #expect(await store.refreshCount == 0)
  }

  @Test func aHeaderAdapterCanReadTheStoreWithoutRefreshing() async throws {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/me", responder: Self.acceptsNewToken)
    let store = TokenStore(token: "new") { _ in "unused" }
    let adapter = HeaderAdapter(name: "Authorization") { await store.token.map { "Bearer \($0)" } }
    let service = makeService(
      stub, interceptors: [HeaderAdapter(["Accept": "application/json"]), adapter])
    _ = try await service.request(TestAPI.profile(0).expectingData())
    let request = await stub.receivedRequests.first
    #expect(request?.value(forHTTPHeaderField: "Authorization") == "Bearer new")
    #expect(request?.value(forHTTPHeaderField: "Accept") == "application/json")
  }
}
