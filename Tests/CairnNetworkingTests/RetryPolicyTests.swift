import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `PUT` and a `GET` that says it must not be sent twice.
private enum Writes: Endpoint {
  case replace
  case once

  var path: String { "items" }
  var method: HTTPMethod { self == .replace ? .put : .get }
  var isIdempotent: Bool { self == .replace }
}

@Suite("Choosing what is retried", .timeLimit(.minutes(1)))
struct RetryPolicyTests {
  let clock = ManualClock()
  let stub = StubTransport()

  private func service(_ policy: RetryPolicy, logged: Bool = false) -> DataTransferService {
    let retry = RetryInterceptor(policy: policy, clock: clock, random: FixedRandom(1))
    let logger = LoggingInterceptor(logger: LogCapture().makeLogger(), level: .debug)
    return makeService(stub, interceptors: logged ? [retry, logger] : [retry])
  }

  // snippet: network-retry-configuration
  @Test func retryableStatusesMethodsAndTransportErrorsAreTheCallersChoice() async throws {
    let policy = RetryPolicy(
      retryableStatuses: [409],  // a conflict this API resolves by itself
      retryableMethods: [.get],  // never a PUT, although HTTP says it is idempotent
      retryableTransportErrors: [.timedOut])  // a slow server, but not a missing network
    await stub.stub(.get, "/onban/main", .status(409), .failure(.timedOut), .status(200))
    _ = try await service(policy).request(TestAPI.dishes.expectingData())
    #expect(await stub.requestCount(.get, "/onban/main") == 3)

    await stub.stub(.get, "/onban/search", .status(503), .status(200))
    let unavailable = await networkError {
      try await service(policy).request(TestAPI.search(query: "a", page: nil).expectingData())
    }
    #expect(unavailable?.status == 503)

    await stub.stub(.get, "/onban/detail/A", .failure(.notConnectedToInternet), .status(200))
    let offline = await networkError {
      try await service(policy).request(TestAPI.detail(hash: "A").expectingData())
    }
    #expect(offline == .offline)

    await stub.stub(.put, "/onban/items", .status(409), .status(200))
    let put = await networkError {
      try await service(policy).request(Writes.replace.expectingData())
    }
    #expect(put?.status == 409)
    #expect(await stub.requestCount(.put, "/onban/items") == 1)
  }
  // end-snippet

  @Test func byDefaultEveryIdempotentMethodIsRetriedAndAnEndpointCanOptOut() async throws {
    await stub.stub(.put, "/onban/items", .status(503), .status(200))
    _ = try await service(RetryPolicy()).request(Writes.replace.expectingData())
    #expect(await stub.requestCount(.put, "/onban/items") == 2)

    await stub.stub(.get, "/onban/items", .status(503), .status(200))
    let error = await networkError {
      try await service(RetryPolicy()).request(Writes.once.expectingData())
    }
    #expect(error?.status == 503, "a GET that says it is not idempotent is sent once")
    #expect(await stub.requestCount(.get, "/onban/items") == 1)
  }

  // snippet: network-connection-lost-policy
  @Test func theConnectionLostPolicyRetriesOnlyADroppedConnection() async throws {
    let policy = RetryPolicy.connectionLost()
    await stub.stub(.get, "/onban/main", .failure(.networkConnectionLost), .status(200))
    _ = try await service(policy).request(TestAPI.dishes.expectingData())
    #expect(await stub.requestCount(.get, "/onban/main") == 2)
    #expect(clock.recordedSleeps == [.milliseconds(100)])

    for failure in [
      StubResponse.failure(.notConnectedToInternet), .failure(.timedOut), .status(503),
    ] {
      await stub.stub(.get, "/onban/search", failure, .status(200))
      _ = await networkError {
        try await service(policy).request(TestAPI.search(query: "a", page: nil).expectingData())
      }
    }
    #expect(await stub.requestCount(.get, "/onban/search") == 3, "each sent once")
  }
  // end-snippet

  @Test func theTransportErrorsCodeSurvivesAnInnerLogger() async throws {
    await stub.stub(.get, "/onban/main", .failure(.networkConnectionLost), .status(200))
    _ = try await service(.connectionLost(), logged: true).request(TestAPI.dishes.expectingData())
    #expect(await stub.requestCount(.get, "/onban/main") == 2)
  }
}
