import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Token guards: no token, expiry, refresh loops", .timeLimit(.minutes(1)))
struct TokenGuardTests {
  let clock = ManualClock()
  let stub = StubTransport()

  private func service(_ store: TokenStore) -> DataTransferService {
    makeService(
      stub, interceptors: [AuthenticationInterceptor(store: store)],
      configuration: .init(coalescedMethods: []))
  }

  private func authorizations() async -> [String?] {
    await stub.receivedRequests.map { $0.value(forHTTPHeaderField: "Authorization") }
  }

  @Test func aRequestWithoutATokenFailsWithMissingCredentialAndIsNotSent() async {
    await stub.stub(.get, "/onban/me", .status(200))
    let store = TokenStore(token: nil) { _ in "unused" }
    let error = await networkError {
      try await service(store).request(TestAPI.profile(0).expectingData())
    }
    #expect(error == .missingCredential)
    #expect(await stub.receivedRequests.isEmpty)
    #expect(await store.refreshCount == 0)
  }

  @Test func aLogoutWhileARefreshRunsFailsItsWaitersWithMissingCredential() async {
    await stub.stub(.get, "/onban/me", responder: TokenRefreshTests.acceptsNewToken)
    let (started, gate) = (Gate(), Gate())
    let store = TokenStore(token: "old") { _ in
      await started.open()
      await gate.wait()
      return "new"
    }
    let service = service(store)
    let waiting = Task {
      await networkError { try await service.request(TestAPI.profile(0).expectingData()) }
    }
    await started.wait()
    await store.replaceToken(nil)  // logged out
    await gate.open()
    #expect(await waiting.value == .missingCredential)
    #expect(await authorizations() == ["Bearer old"], "nothing is sent without a token")
  }

  // snippet: network-refresh-ahead-of-expiry
  @Test func aTokenThatExpiresWithinTheMarginIsRefreshedBeforeItIsSent() async throws {
    await stub.stub(.get, "/onban/me", responder: TokenRefreshTests.acceptsNewToken)
    let soon = clock.now.addingTimeInterval(30)  // inside the default 60-second margin
    let store = TokenStore(accessToken: AccessToken("old", expiresAt: soon), clock: clock) { _ in
      AccessToken("new", expiresAt: clock.now.addingTimeInterval(3600))
    }
    let service = service(store)
    try await withThrowingTaskGroup(of: Data.self) { group in
      for index in 0..<10 {
        group.addTask { try await service.request(TestAPI.profile(index).expectingData()) }
      }
      for try await data in group { #expect(data == Data("me".utf8)) }
    }
    #expect(await store.refreshCount == 1, "ten requests, one refresh")
    #expect(await authorizations() == Array(repeating: "Bearer new", count: 10))
  }
  // end-snippet

  @Test func aTokenFarFromExpiryIsSentAsItIs() async throws {
    await stub.stub(.get, "/onban/me", .status(200))
    let later = clock.now.addingTimeInterval(61)
    let store = TokenStore(accessToken: AccessToken("old", expiresAt: later), clock: clock) { _ in
      AccessToken("new")
    }
    _ = try await service(store).request(TestAPI.profile(0).expectingData())
    #expect(await store.refreshCount == 0)
    #expect(await authorizations() == ["Bearer old"])
    clock.advance(by: .seconds(1))  // now it expires within the margin
    _ = try await service(store).request(TestAPI.profile(1).expectingData())
    #expect(await store.refreshCount == 1)
    #expect(await authorizations() == ["Bearer old", "Bearer new"])
  }

  @Test func aFailedRefreshAheadOfExpiryFailsTheRequestUnsent() async {
    await stub.stub(.get, "/onban/me", .status(200))
    let expired = clock.now.addingTimeInterval(-1)
    let store = TokenStore(accessToken: AccessToken("old", expiresAt: expired), clock: clock) { _ in
      throw URLError(.notConnectedToInternet)
    }
    let error = await networkError {
      try await service(store).request(TestAPI.profile(0).expectingData())
    }
    #expect(error == .offline)
    #expect(await stub.receivedRequests.isEmpty)
  }

  // snippet: network-refresh-loop-limit
  @Test func aRefreshLoopStopsAtItsLimit() async {
    await stub.stub(.get, "/onban/me", .status(401))  // the server rejects every token
    let policy = TokenRefreshPolicy(maxRefreshes: 3, window: .seconds(30))
    let issued = Counter()
    let store = TokenStore(token: "t0", policy: policy, clock: clock) { _ in
      await issued.increment()
      return "t\(await issued.value)"
    }
    let service = service(store)
    for index in 0..<3 {  // each request: 401, one refresh, 401 again
      let error = await networkError {
        try await service.request(TestAPI.profile(index).expectingData())
      }
      #expect(error?.status == 401)
    }
    let looping = await networkError {
      try await service.request(TestAPI.profile(3).expectingData())
    }
    #expect(looping == .excessiveRefresh)
    #expect(await store.refreshCount == 3)
    #expect(await stub.receivedRequests.count == 7, "the fourth request is not sent again")

    clock.advance(by: .seconds(30))  // the window has passed: refreshing is allowed again
    let later = await networkError {
      try await service.request(TestAPI.profile(4).expectingData())
    }
    #expect(later?.status == 401)
    #expect(await store.refreshCount == 4)
  }
  // end-snippet

  @Test func refreshesAreCountedOverASlidingWindow() async throws {
    let store = TokenStore(
      token: "t", policy: TokenRefreshPolicy(maxRefreshes: 2, window: .seconds(10)), clock: clock
    ) { _ in "t" }
    _ = try await store.refreshedCredential(replacing: await store.credential)
    clock.advance(by: .seconds(6))
    _ = try await store.refreshedCredential(replacing: await store.credential)
    clock.advance(by: .seconds(3))
    await #expect(throws: NetworkError.excessiveRefresh) {
      try await store.refreshedCredential(replacing: await store.credential)
    }
    clock.advance(by: .seconds(1))  // the first refresh is 10 s old: it no longer counts
    _ = try await store.refreshedCredential(replacing: await store.credential)
    #expect(await store.refreshCount == 3)
  }
}
