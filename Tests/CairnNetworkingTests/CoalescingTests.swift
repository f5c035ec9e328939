import CairnNetworking
import Foundation
import Testing

@Suite("Coalescing identical in-flight requests", .timeLimit(.minutes(1)))
struct CoalescingTests {
  let clock = ManualClock(isAdvancingAutomatically: false)
  let stub: StubTransport
  let service: DataTransferService

  init() async {
    stub = StubTransport(clock: clock)
    await stub.stub(
      .get, "/onban/main", StubResponse.status(200, body: "shared").delayed(by: .seconds(1)))
    service = makeService(stub)
  }

  private func startCaller() -> Task<Result<Data, NetworkError>, Never> {
    Task { [service] in
      do throws(NetworkError) {
        return .success(try await service.request(TestAPI.dishes.expectingData()))
      } catch {
        return .failure(error)
      }
    }
  }

  @Test func fiftyIdenticalGetsShareOneTransportCall() async throws {
    let callers = (0..<50).map { _ in startCaller() }
    try await service.networkService.waitForCoalescedCallers(50, for: TestAPI.dishes)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(1))
    for caller in callers {
      #expect(try await caller.value.get() == Data("shared".utf8))
    }
    #expect(await stub.requestCount(.get, "/onban/main") == 1)
    #expect(try await service.networkService.coalescedCallerCount(for: TestAPI.dishes) == 0)
  }

  /// Starts `count` callers, the first of which starts the shared exchange.
  private func startCallers(_ count: Int) async throws -> [Task<Result<Data, NetworkError>, Never>]
  {
    let leader = startCaller()
    try await service.networkService.waitForCoalescedCallers(1, for: TestAPI.dishes)
    let followers = (1..<count).map { _ in startCaller() }
    try await service.networkService.waitForCoalescedCallers(count, for: TestAPI.dishes)
    return [leader] + followers
  }

  // snippet: network-coalescing-cancel
  @Test func aCancelledCallerLeavesAloneAndTheOthersGetTheResult() async throws {
    let callers = try await startCallers(3)
    await clock.waitForSleepers(count: 1)
    callers[1].cancel()
    #expect(await callers[1].value == .failure(.cancelled))
    #expect(try await service.networkService.coalescedCallerCount(for: TestAPI.dishes) == 2)
    #expect(clock.pendingSleeperCount == 1, "the shared exchange goes on")
    clock.advance(by: .seconds(1))
    #expect(await callers[0].value == .success(Data("shared".utf8)))
    #expect(await callers[2].value == .success(Data("shared".utf8)))
    #expect(await stub.requestCount(.get, "/onban/main") == 1)
  }
  // end-snippet

  @Test func theFirstCallerLeavingLeavesTheExchangeToTheOthers() async throws {
    let callers = try await startCallers(3)
    await clock.waitForSleepers(count: 1)
    callers[0].cancel()
    #expect(await callers[0].value == .failure(.cancelled))
    #expect(try await service.networkService.coalescedCallerCount(for: TestAPI.dishes) == 2)
    #expect(clock.pendingSleeperCount == 1, "the exchange the first caller started goes on")
    clock.advance(by: .seconds(1))
    #expect(await callers[1].value == .success(Data("shared".utf8)))
    #expect(await callers[2].value == .success(Data("shared".utf8)))
    #expect(await stub.requestCount(.get, "/onban/main") == 1, "sent once")
  }

  @Test func whenEveryCallerCancelsTheExchangeIsCancelled() async throws {
    let callers = (0..<2).map { _ in startCaller() }
    try await service.networkService.waitForCoalescedCallers(2, for: TestAPI.dishes)
    await clock.waitForSleepers(count: 1)
    for caller in callers { caller.cancel() }
    for caller in callers { #expect(await caller.value == .failure(.cancelled)) }
    await clock.waitForSleepers(count: 0)  // the stub's wait was cancelled

    let later = startCaller()
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(1))
    #expect(await later.value == .success(Data("shared".utf8)))
    #expect(
      await stub.requestCount(.get, "/onban/main") == 2, "a new exchange, not the cancelled one")
  }

  @Test func differentURLsAreNotCoalesced() async throws {
    await stub.stub(.get, "/onban/me", StubResponse.status(200).delayed(by: .seconds(1)))
    let first = Task { [service] in try await service.request(TestAPI.profile(1).expectingData()) }
    let second = Task { [service] in try await service.request(TestAPI.profile(2).expectingData()) }
    await clock.waitForSleepers(count: 2)
    clock.advance(by: .seconds(1))
    _ = try await (first.value, second.value)
    #expect(await stub.requestCount(.get, "/onban/me") == 2)
  }

  @Test func postsAreNotCoalescedByDefault() async throws {
    await stub.stub(.post, "/onban/orders", StubResponse.status(201).delayed(by: .seconds(1)))
    let order = TestAPI.order(RequestOrder(hash: "H", count: 1))
    let first = Task { [service] in try await service.request(order.expectingNoContent()) }
    let second = Task { [service] in try await service.request(order.expectingNoContent()) }
    await clock.waitForSleepers(count: 2)
    clock.advance(by: .seconds(1))
    _ = try await (first.value, second.value)
    #expect(await stub.requestCount(.post, "/onban/orders") == 2)
  }

  @Test func coalescingCanBeTurnedOff() async throws {
    let uncoalesced = makeService(stub, configuration: .init(coalescedMethods: []))
    let first = Task { try await uncoalesced.request(TestAPI.dishes.expectingData()) }
    let second = Task { try await uncoalesced.request(TestAPI.dishes.expectingData()) }
    await clock.waitForSleepers(count: 2)
    clock.advance(by: .seconds(1))
    _ = try await (first.value, second.value)
    #expect(await stub.requestCount(.get, "/onban/main") == 2)
  }

  @Test func errorsAreSharedToo() async throws {
    await stub.stub(.get, "/onban/main", StubResponse.status(500).delayed(by: .seconds(1)))
    let callers = (0..<3).map { _ in startCaller() }
    try await service.networkService.waitForCoalescedCallers(3, for: TestAPI.dishes)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(1))
    for caller in callers {
      #expect(await caller.value == .failure(.http(status: 500, body: Data())))
    }
    #expect(await stub.requestCount(.get, "/onban/main") == 1)
  }
}
