import CairnNetworking
import Foundation
import Synchronization
import Testing

@Suite("Retries told to the caller who made the request", .timeLimit(.minutes(1)))
struct RetryObservationTests {
  let clock = ManualClock()
  let stub: StubTransport

  init() {
    stub = StubTransport(clock: clock)
  }

  private func service() -> DataTransferService {
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(100), jitter: .none)
    return makeService(stub, interceptors: [RetryInterceptor(policy: policy, clock: clock)])
  }

  // snippet: network-retry-observing
  @Test func eachRetrySaysWhichAttemptItIsAndWhy() async throws {
    await stub.stub(.get, "/onban/main", .failure(.timedOut), .status(503), .status(200))
    let notices = Mutex<[RetryNotice]>([])
    let service = service()
    let observer: @Sendable (RetryNotice) -> Void = { notice in
      notices.withLock { $0.append(notice) }
    }
    _ = try await RetryInterceptor.observingRetries(observer) {
      try await service.request(TestAPI.dishes.expectingData())
    }
    #expect(
      notices.withLock { $0 } == [
        RetryNotice(attempt: 2, maxAttempts: 3, delay: .milliseconds(100), cause: .timeout),
        RetryNotice(attempt: 3, maxAttempts: 3, delay: .milliseconds(200), cause: .status(503)),
      ])
  }
  // end-snippet

  @Test func aLostConnectionIsUnreachableAndTheLastFailureIsNotARetry() async {
    await stub.stub(.get, "/onban/main", .failure(.networkConnectionLost))
    let notices = Mutex<[RetryNotice]>([])
    let service = service()
    let observer: @Sendable (RetryNotice) -> Void = { notice in
      notices.withLock { $0.append(notice) }
    }
    let error = await networkError {
      try await RetryInterceptor.observingRetries(observer) {
        try await service.request(TestAPI.dishes.expectingData())
      }
    }
    #expect(error == .offline)
    #expect(notices.withLock { $0.map(\.attempt) } == [2, 3])
    #expect(notices.withLock { $0.map(\.cause) } == [.unreachable, .unreachable])
  }

  @Test func anotherCallersRetriesAreNotTold() async throws {
    await stub.stub(.get, "/onban/main", .status(500), .status(200))
    let notices = Mutex<[RetryNotice]>([])
    let service = service()
    let observer: @Sendable (RetryNotice) -> Void = { notice in
      notices.withLock { $0.append(notice) }
    }
    _ = try await RetryInterceptor.observingRetries(observer) { () async throws(NetworkError) in }
    _ = try await service.request(TestAPI.dishes.expectingData())
    #expect(notices.withLock { $0 }.isEmpty)
  }
}
