import CairnCache
import Foundation
import Testing

@Suite("MemoryCache", .timeLimit(.minutes(1)))
struct MemoryCacheTests {
  // snippet: memory-cache-lru
  @Test("reading refreshes an entry, so the least recently used one is evicted")
  func leastRecentlyUsedOrder() {
    let cache = MemoryCache<String, Int>(countLimit: 3)
    cache.setValue(1, for: "a")
    cache.setValue(2, for: "b")
    cache.setValue(3, for: "c")
    #expect(cache.value(for: "a") == 1)
    #expect(cache.keysByRecency == ["a", "c", "b"])

    cache.setValue(4, for: "d")

    #expect(cache.keysByRecency == ["d", "a", "c"])
    #expect(cache.value(for: "b") == nil)
    #expect(cache.count == 3)
  }
  // end-snippet

  @Test("replacing a value keeps one entry and moves it to the front")
  func replacingAValue() {
    let cache = MemoryCache<String, Int>(costLimit: 100)
    cache.setValue(1, for: "a", cost: 10)
    cache.setValue(2, for: "b", cost: 10)
    cache.setValue(3, for: "a", cost: 30)

    #expect(cache.value(for: "a") == 3)
    #expect(cache.count == 2)
    #expect(cache.totalCost == 40)
    #expect(cache.keysByRecency == ["a", "b"])
  }

  // snippet: memory-cache-limits
  @Test("the count and cost limits hold after every insert")
  func limitsHoldAfterEveryInsert() {
    let cache = MemoryCache<Int, Int>(countLimit: 5, costLimit: 20) { $0 % 7 + 1 }
    var expectedCosts: [Int: Int] = [:]
    for value in 0..<200 {
      let key = value % 13
      #expect(cache.setValue(value, for: key))
      expectedCosts[key] = value % 7 + 1
      #expect(cache.count <= 5)
      #expect(cache.totalCost <= 20)
      #expect(cache.keysByRecency.first == key)
      let held = cache.keysByRecency
      #expect(cache.totalCost == held.reduce(0) { $0 + (expectedCosts[$1] ?? 0) })
    }
    #expect(cache.count > 0)
  }
  // end-snippet

  @Test("cost evicts several small entries to fit a big one")
  func costEvictsSeveralEntries() {
    let cache = MemoryCache<String, Data>(costLimit: 100) { $0.count }
    cache.setValue(Data(count: 30), for: "a")
    cache.setValue(Data(count: 30), for: "b")
    cache.setValue(Data(count: 30), for: "c")
    cache.setValue(Data(count: 60), for: "d")

    #expect(cache.keysByRecency == ["d", "c"])
    #expect(cache.totalCost == 90)
  }

  @Test("an item costing more than the limit is not stored, evicts nothing, drops its old value")
  func oversizedItemIsRejected() {
    let cache = MemoryCache<String, Int>(costLimit: 10)
    cache.setValue(1, for: "a", cost: 3)
    cache.setValue(2, for: "b", cost: 3)
    cache.setValue(3, for: "big", cost: 3)

    #expect(!cache.setValue(9, for: "big", cost: 11))

    #expect(cache.value(for: "big") == nil)
    #expect(cache.keysByRecency == ["b", "a"])
    #expect(cache.totalCost == 6)
  }

  @Test("a count limit of zero stores nothing")
  func zeroCountLimit() {
    let cache = MemoryCache<String, Int>(countLimit: 0)
    #expect(!cache.setValue(1, for: "a"))
    #expect(cache.count == 0)
  }

  @Test("remove and removeAll update count and cost")
  func removing() {
    let cache = MemoryCache<String, Int>()
    cache.setValue(1, for: "a", cost: 5)
    cache.setValue(2, for: "b", cost: 7)

    #expect(cache.removeValue(for: "a") == 1)
    #expect(cache.removeValue(for: "a") == nil)
    #expect(cache.count == 1)
    #expect(cache.totalCost == 7)

    cache.removeAll()
    #expect(cache.count == 0)
    #expect(cache.totalCost == 0)
    #expect(cache.keysByRecency.isEmpty)
  }

  @Test("an entry stored with an expiry date is a miss from then on")
  func expiry() {
    let clock = TestClock()
    let cache = MemoryCache<String, Int>(clock: clock.closure)
    cache.setValue(1, for: "a", expiresAt: clock.now.addingTimeInterval(10))
    cache.setValue(2, for: "b")

    clock.advance(by: 9)
    #expect(cache.contains("a"))
    #expect(cache.value(for: "a") == 1)

    clock.advance(by: 1)
    #expect(!cache.contains("a"))
    #expect(cache.value(for: "a") == nil)
    #expect(cache.count == 1)
    #expect(cache.value(for: "b") == 2)
  }

  @Test("many tasks hammering the cache never break its limits or its bookkeeping")
  func concurrentHammering() async {
    let cache = MemoryCache<Int, Int>(countLimit: 16, costLimit: 40) { $0 % 5 + 1 }
    let violations = await withTaskGroup(of: Int.self) { group in
      for worker in 0..<8 {
        group.addTask {
          var violations = 0
          var generator = SplitMix(seed: UInt64(worker))
          for _ in 0..<2_000 {
            let key = Int(generator.next() % 64)
            switch generator.next() % 4 {
            case 0: _ = cache.removeValue(for: key)
            case 1: _ = cache.value(for: key)
            default: cache.setValue(key * 10 + worker, for: key)
            }
            if cache.count > 16 || cache.totalCost > 40 || cache.totalCost < 0 { violations += 1 }
          }
          return violations
        }
      }
      return await group.reduce(0, +)
    }

    #expect(violations == 0)
    let keys = cache.keysByRecency
    #expect(keys.count == cache.count)
    #expect(Set(keys).count == keys.count)
    let costs = keys.compactMap { cache.value(for: $0) }.map { $0 % 5 + 1 }
    #expect(costs.count == keys.count)
    #expect(costs.reduce(0, +) == cache.totalCost)
  }
}

/// A small deterministic random number generator, so failures can be replayed.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9e37_79b9_7f4a_7c15 }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var value = state
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    return value ^ (value >> 31)
  }
}
