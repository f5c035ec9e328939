import CairnNetworking
import Foundation
import Testing

@Suite("Retrying with backoff", .timeLimit(.minutes(1)))
struct RetryTests {
  let clock = ManualClock()
  let stub: StubTransport

  init() {
    stub = StubTransport(clock: clock)
  }

  private func service(
    _ policy: RetryPolicy = RetryPolicy(baseDelay: .milliseconds(100)),
    random: FixedRandom = FixedRandom(0.5)
  ) -> DataTransferService {
    makeService(
      stub, interceptors: [RetryInterceptor(policy: policy, clock: clock, random: random)])
  }

  // snippet: network-retry-backoff
  @Test func retryableStatusesAreRetriedWithExponentialFullJitter() async throws {
    await stub.stub(.get, "/onban/main", .status(503), .status(502), .status(200, body: "ok"))
    let data = try await service().request(TestAPI.dishes.expectingData())
    #expect(data == Data("ok".utf8))
    #expect(await stub.requestCount(.get, "/onban/main") == 3)
    #expect(clock.recordedSleeps == [.milliseconds(50), .milliseconds(100)])
  }
  // end-snippet

  @Test func theJitterComesFromTheRandomSource() async throws {
    await stub.stub(.get, "/onban/main", .status(500), .status(429), .status(408), .status(200))
    let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(100))
    _ = try await service(policy, random: FixedRandom(0.25, 1, 0)).request(
      TestAPI.dishes.expectingData())
    #expect(clock.recordedSleeps == [.milliseconds(25), .milliseconds(200), .zero])
  }

  @Test func attemptsAreBoundedAndTheLastAnswerIsTheError() async {
    await stub.stub(.get, "/onban/main", .status(500, body: "down"))
    let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(100))
    let error = await networkError {
      try await service(policy).request(TestAPI.dishes.expectingData())
    }
    #expect(error == .http(status: 500, body: Data("down".utf8)))
    #expect(await stub.requestCount(.get, "/onban/main") == 4)
    #expect(clock.recordedSleeps == [.milliseconds(50), .milliseconds(100), .milliseconds(200)])
  }

  @Test func delaysAreCappedByMaxDelay() async {
    await stub.stub(.get, "/onban/main", .status(503))
    let policy = RetryPolicy(
      maxAttempts: 6, baseDelay: .seconds(1), maxDelay: .seconds(3), jitter: .none)
    _ = await networkError { try await service(policy).request(TestAPI.dishes.expectingData()) }
    #expect(
      clock.recordedSleeps == [.seconds(1), .seconds(2), .seconds(3), .seconds(3), .seconds(3)])
  }

  @Test func offlineAndTimeoutAreRetried() async throws {
    await stub.stub(
      .get, "/onban/main", .failure(.networkConnectionLost), .failure(.timedOut), .status(200))
    _ = try await service().request(TestAPI.dishes.expectingData())
    #expect(await stub.requestCount(.get, "/onban/main") == 3)
  }

  @Test func transportRetriesCanBeTurnedOff() async {
    await stub.stub(.get, "/onban/main", .failure(.notConnectedToInternet), .status(200))
    let policy = RetryPolicy(retryableTransportErrors: [])
    let error = await networkError {
      try await service(policy).request(TestAPI.dishes.expectingData())
    }
    #expect(error == .offline)
    #expect(await stub.requestCount(.get, "/onban/main") == 1)
  }

  @Test(arguments: [400, 401, 403, 404, 409, 422, 501])
  func otherStatusesAreNotRetried(_ status: Int) async {
    await stub.stub(.get, "/onban/main", .status(status), .status(200))
    let error = await networkError { try await service().request(TestAPI.dishes.expectingData()) }
    #expect(error?.status == status)
    #expect(await stub.requestCount(.get, "/onban/main") == 1)
    #expect(clock.recordedSleeps.isEmpty)
  }

  @Test func aNonIdempotentPostIsNotRetried() async {
    await stub.stub(.post, "/onban/orders", .status(503), .status(201))
    let error = await networkError {
      try await service().request(
        TestAPI.order(RequestOrder(hash: "H", count: 1)).expectingNoContent())
    }
    #expect(error?.status == 503)
    #expect(await stub.requestCount(.post, "/onban/orders") == 1)
  }

  @Test func postsAreRetriedWhenTheEndpointOrThePolicySaysSo() async throws {
    await stub.stub(.post, "/onban/payments", .status(503), .status(201))
    try await service().request(IdempotentPost().expectingNoContent())
    #expect(await stub.requestCount(.post, "/onban/payments") == 2)

    await stub.stub(.post, "/onban/orders", .failure(.timedOut), .status(201))
    let policy = RetryPolicy(shouldRetryNonIdempotentRequests: true)
    try await service(policy).request(
      TestAPI.order(RequestOrder(hash: "H", count: 1)).expectingNoContent())
    #expect(await stub.requestCount(.post, "/onban/orders") == 2)
  }

  @Test func retryAfterInSecondsIsHonoured() async throws {
    await stub.stub(.get, "/onban/main", .status(503, headers: ["Retry-After": "7"]), .status(200))
    _ = try await service().request(TestAPI.dishes.expectingData())
    #expect(clock.recordedSleeps == [.seconds(7)])
  }

  // snippet: network-retry-after-date
  @Test func retryAfterAsAnHTTPDateIsHonoured() async throws {
    // The clock reads 2023-11-14 22:13:20 GMT; the server asks to wait until 22:13:32.
    let retryAfter = ["retry-after": "Tue, 14 Nov 2023 22:13:32 GMT"]
    await stub.stub(.get, "/onban/main", .status(429, headers: retryAfter), .status(200))
    _ = try await service().request(TestAPI.dishes.expectingData())
    #expect(clock.recordedSleeps == [.seconds(12)])
  }
  // end-snippet

  @Test func aRetryAfterLongerThanTheLimitEndsTheRetries() async {
    await stub.stub(
      .get, "/onban/main", .status(503, headers: ["Retry-After": "3600"]), .status(200))
    let error = await networkError { try await service().request(TestAPI.dishes.expectingData()) }
    #expect(error?.status == 503)
    #expect(clock.recordedSleeps.isEmpty)
  }

  @Test func retryAfterCanBeIgnored() async throws {
    await stub.stub(.get, "/onban/main", .status(503, headers: ["Retry-After": "30"]), .status(200))
    let policy = RetryPolicy(baseDelay: .milliseconds(100), shouldHonorRetryAfter: false)
    _ = try await service(policy).request(TestAPI.dishes.expectingData())
    #expect(clock.recordedSleeps == [.milliseconds(50)])
  }

  // snippet: network-cancel-during-backoff
  @Test func cancellingDuringBackoffStopsAtOnce() async {
    let manual = ManualClock(isAdvancingAutomatically: false)
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .status(503), .status(200))
    let service = makeService(
      stub, interceptors: [RetryInterceptor(clock: manual, random: FixedRandom(1))])
    let task = Task {
      await networkError { try await service.request(TestAPI.dishes.expectingData()) }
    }
    await manual.waitForSleepers(count: 1)
    task.cancel()
    #expect(await task.value == .cancelled)
    #expect(await stub.requestCount(.get, "/onban/main") == 1)
    #expect(manual.recordedSleeps == [.milliseconds(500)])
  }
  // end-snippet
}

@Suite("Reading Retry-After", .timeLimit(.minutes(1)))
struct RetryAfterTests {
  let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT

  @Test func deltaSeconds() {
    #expect(RetryAfter.delay(from: "120", now: now) == .seconds(120))
    #expect(RetryAfter.delay(from: " 0 ", now: now) == .zero)
    #expect(RetryAfter.delay(from: "-1", now: now) == nil)
    #expect(RetryAfter.delay(from: "soon", now: now) == nil)
  }

  @Test func httpDatesInAllThreeForms() {
    #expect(RetryAfter.delay(from: "Tue, 14 Nov 2023 22:13:25 GMT", now: now) == .seconds(5))
    #expect(RetryAfter.delay(from: "Tuesday, 14-Nov-23 22:13:30 GMT", now: now) == .seconds(10))
    #expect(RetryAfter.delay(from: "Tue Nov 14 22:14:20 2023", now: now) == .seconds(60))
  }

  @Test func aDateInThePastMeansNow() {
    #expect(RetryAfter.delay(from: "Tue, 14 Nov 2023 22:00:00 GMT", now: now) == .zero)
  }
}
