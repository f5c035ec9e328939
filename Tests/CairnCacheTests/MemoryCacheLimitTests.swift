import CairnCache
import Foundation
import Testing

@Suite("MemoryCache limits at run time", .timeLimit(.minutes(1)))
struct MemoryCacheLimitTests {
  /// A cache holding a, b, c, d (a least recently used), each costing 10.
  private func filledCache() -> MemoryCache<String, Int> {
    let cache = MemoryCache<String, Int>()
    for (number, key) in ["a", "b", "c", "d"].enumerated() {
      cache.setValue(number, for: key, cost: 10)
    }
    return cache
  }

  // snippet: memory-cache-runtime-limits
  @Test("lowering a limit trims at once; trim(toCost:) and trim(toCount:) keep the limits")
  func loweringLimitsTrimsAtOnce() {
    let cache = filledCache()
    #expect(cache.value(for: "a") == 0)  // a is now the most recently used

    cache.costLimit = 30
    #expect(cache.keysByRecency == ["a", "d", "c"])
    cache.countLimit = 2
    #expect(cache.keysByRecency == ["a", "d"])

    cache.trim(toCost: 10)
    #expect(cache.keysByRecency == ["a"])
    #expect(cache.totalCost == 10)
    cache.setValue(7, for: "e", cost: 10)
    #expect(cache.keysByRecency == ["e", "a"])

    cache.trim(toCount: 0)
    #expect(cache.count == 0)
    #expect(cache.countLimit == 2 && cache.costLimit == 30)
  }
  // end-snippet

  @Test("raising a limit evicts nothing and lets more in")
  func raisingALimit() {
    let cache = MemoryCache<String, Int>(countLimit: 2)
    cache.setValue(1, for: "a")
    cache.setValue(2, for: "b")
    cache.countLimit = 3
    cache.setValue(3, for: "c")
    #expect(cache.keysByRecency == ["c", "b", "a"])
  }

  // snippet: memory-cache-entry-cost-limit
  @Test("a value costing more than the per-entry limit is not stored; lowering it removes some")
  func entryCostLimit() {
    let cache = MemoryCache<String, Data>(costLimit: 1_000, entryCostLimit: 100) { $0.count }
    #expect(cache.setValue(Data(count: 100), for: "small"))
    #expect(!cache.setValue(Data(count: 101), for: "big"))
    #expect(cache.keysByRecency == ["small"])

    cache.setValue(Data(count: 60), for: "medium")
    cache.entryCostLimit = 80
    #expect(cache.keysByRecency == ["medium"])
    #expect(cache.totalCost == 60)
  }
  // end-snippet

  // snippet: memory-cache-default-ttl
  @Test("values stored without an expiry date live for the default lifetime")
  func defaultLifetime() {
    let clock = TestClock()
    let cache = MemoryCache<String, Int>(defaultTTL: .seconds(30), clock: clock.closure)
    cache.setValue(1, for: "default")
    cache.setValue(2, for: "own date", expiresAt: clock.now.addingTimeInterval(60))

    clock.advance(by: 29)
    #expect(cache.value(for: "default") == 1)
    clock.advance(by: 1)
    #expect(cache.value(for: "default") == nil)
    #expect(cache.value(for: "own date") == 2)
    #expect(cache.count == 1)
  }
  // end-snippet

  // snippet: memory-cache-default-cost-limit
  @Test("the default cost limit is a share of physical memory, at most 512 MiB")
  func defaultCostLimit() {
    #expect(MemoryCacheDefaults.costLimit(physicalMemory: 512 << 20) == (512 << 20) / 10)
    #expect(MemoryCacheDefaults.costLimit(physicalMemory: 2 << 30) == (2 << 30) / 5)
    #expect(MemoryCacheDefaults.costLimit(physicalMemory: 64 << 30) == 512 << 20)
    let here = MemoryCacheDefaults.costLimit(
      physicalMemory: ProcessInfo.processInfo.physicalMemory)
    #expect(MemoryCache<String, Data>(cost: { $0.count }).costLimit == here)
  }
  // end-snippet
}
