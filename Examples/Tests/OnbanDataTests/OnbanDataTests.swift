import CairnNetworking
import Foundation
import OnbanDomain
import OnbanServer
import Testing

@Suite("Onban data layer against the real OnbanServer", .timeLimit(.minutes(3)))
struct OnbanDataTests {
  @Test func everyEndpoint() async throws {
    let onban = try await OnbanDataHarness()
    var total = 0
    for section in MenuSection.allCases {
      let fetched = try await onban.dishes.fetchDishes(in: section)
      #expect(!fetched.isStale && !fetched.value.isEmpty)
      total += fetched.value.count
    }
    #expect(total >= 40)
    let main = try await onban.dishes.fetchDishes(in: .main).value
    let duck = try #require(main.first { $0.hash == "HBDEF" })
    #expect(duck.title == "오리 주물럭_반조리" && duck.salePrice == Won(12640))
    #expect(duck.originalPrice == Won(15800) && duck.badges == ["런칭특가"])

    let detail = try await onban.dishes.fetchDetail(hash: "HBDEF").value
    #expect(detail.thumbnailURLs.count == 5 && detail.detailImageURLs.count == 13)
    #expect(detail.salePrice == Won(12640) && detail.originalPrice == Won(15800))

    let receipt = try await onban.orders.placeOrder(
      hash: "HBDEF", quantity: OrderQuantity(clamping: 3))
    #expect(receipt.total == Won(37920))
    #expect(try await onban.server.orderCount() == 1)

    let image = try await onban.images.fetchImage(at: detail.topImageURL)
    #expect(image.width == 160 && image.height == 120 && image.byteCount > 100)
  }

  @Test func anUnknownDishIsNotFound() async throws {
    let onban = try await OnbanDataHarness()
    #expect(await error { try await onban.dishes.fetchDetail(hash: "NOPE0") } == .notFound)
    #expect(
      await error {
        try await onban.orders.placeOrder(hash: "NOPE0", quantity: OrderQuantity(clamping: 1))
      }
        == .notFound)
  }

  @Test func aServerFailureIsReportedAsSuch() async throws {
    let onban = try await OnbanDataHarness()
    onban.server.faults.inject(.status(.internalServerError), path: "/onban/soup")
    #expect(
      await error { try await onban.dishes.fetchDishes(in: .soup) } == .serverFailure(status: 500))
  }

  // snippet: onban-garbage-never-cached
  @Test func malformedJSONIsBadDataAndNeverReplacesWhatWasCached() async throws {
    let onban = try await OnbanDataHarness(jsonTTL: .zero)
    onban.server.faults.inject(.garbageBody, path: "/onban/detail/HBDEF")
    guard case .badResponse = await error(of: { try await onban.dishes.fetchDetail(hash: "HBDEF") })
    else {
      Issue.record("garbage with nothing cached is bad data")
      return
    }
    let good = try await onban.dishes.fetchDishes(in: .side)
    onban.server.faults.inject(.garbageBody, path: "/onban/side")
    let afterGarbage = try await onban.dishes.fetchDishes(in: .side)
    #expect(afterGarbage.isStale, "the earlier good answer is shown, marked stale")
    #expect(afterGarbage.value == good.value)
  }
  // end-snippet

  @Test func aSlowServerHitsTheTimeout() async throws {
    let onban = try await OnbanDataHarness(timeout: .milliseconds(300))
    let gate = FaultGate()
    onban.server.faults.inject(.hold(gate), path: "/onban/main")
    #expect(await error { try await onban.dishes.fetchDishes(in: .main) } == .timeout)
    gate.open()
  }

  @Test func cancellingTheTaskCancelsTheRequest() async throws {
    let onban = try await OnbanDataHarness()
    let gate = FaultGate()
    onban.server.faults.inject(.hold(gate), path: "/onban/main")
    let dishes = onban.dishes
    let fetch = Task { await error { try await dishes.fetchDishes(in: .main) } }
    await gate.waitForHeldRequests(1)
    fetch.cancel()
    #expect(await fetch.value == .cancelled)
    gate.open()
  }

  @Test func fiftyConcurrentIdenticalRequestsReachTheServerOnce() async throws {
    let onban = try await OnbanDataHarness()
    let gate = FaultGate()
    onban.server.faults.inject(.hold(gate), path: "/onban/detail/HBDEF")
    let dishes = onban.dishes
    let results = Task {
      await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<50 {
          group.addTask { (try? await dishes.fetchDetail(hash: "HBDEF")) != nil }
        }
        return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
    }
    await gate.waitForHeldRequests(1)
    while onban.jsonCache.waitingCallerCount(for: "detail/HBDEF") < 50 { await Task.yield() }
    gate.open()
    #expect(await results.value == 50)
    #expect(onban.server.requestCount(path: "/onban/detail/HBDEF") == 1)
  }

  // snippet: onban-retry-on-injected-clock
  @Test func retriesFollowTheBackoffOnAnInjectedClock() async throws {
    let clock = ManualClock()  // sleeps return at once and are recorded
    let retry = RetryInterceptor(
      policy: RetryPolicy(maxAttempts: 3, baseDelay: .seconds(1), jitter: .none), clock: clock)
    let onban = try await OnbanDataHarness(retry: retry)
    onban.server.faults.inject(.status(.serviceUnavailable), path: "/onban/main", count: 2)
    #expect(try await onban.dishes.fetchDishes(in: .main).value.isEmpty == false)
    #expect(clock.recordedSleeps == [.seconds(1), .seconds(2)])
    #expect(onban.server.requestCount(path: "/onban/main") == 3)
  }
  // end-snippet

  // snippet: onban-stale-when-unreachable
  @Test func contentSeenBeforeIsShownWhenTheServerIsUnreachable() async throws {
    let onban = try await OnbanDataHarness(jsonTTL: .zero)
    let seen = try await onban.dishes.fetchDishes(in: .main)
    let image = try await onban.images.fetchImage(at: seen.value[0].imageURL)
    await onban.running.stopAndWait()

    let offline = try await onban.dishes.fetchDishes(in: .main)
    #expect(offline.isStale && offline.value == seen.value)
    #expect(try await onban.images.fetchImage(at: seen.value[0].imageURL) == image)
    #expect(await error { try await onban.dishes.fetchDishes(in: .soup) } == .offline)
  }
  // end-snippet
}
