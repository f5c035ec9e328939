import CairnCache
import Foundation

/// Benchmark 5b: `MemoryCache` hits from 4 concurrent tasks at once against the same 4 tasks
/// reading a `[String: Data]` behind an `NSLock`; times are per lookup, over all tasks.
struct CacheMemoryConcurrentBenchmark: Benchmark {
  /// Concurrent reading tasks.
  var readers = 4
  /// Lookups per task and round.
  var lookups = 2_000
  /// Rounds of turns. Short rounds, many of them: on a machine shared with other builds, a
  /// round shorter than a scheduler time slice is rarely cut by one, so the median is the
  /// speed of the code and not of the neighbours.
  var rounds = 200

  let title = "Cache: MemoryCache, concurrent readers"

  func run(_ harness: Harness) async -> BenchmarkReport {
    var harness = harness
    harness.repetitions = rounds
    let (readers, lookups) = (self.readers, self.lookups)
    let keys = CacheFixtures.memoryKeys
    let dictionary = LockedDictionary()
    let cache = MemoryCache<String, Data>(countLimit: 10_000, cost: { $0.count })
    for key in keys {
      dictionary.setValue(CacheFixtures.payload, for: key)
      cache.setValue(CacheFixtures.payload, for: key)
    }
    var misses = 0

    let measured = await harness.measureInTurns([
      .init("NSLock + [String: Data], \(readers) tasks", operations: readers * lookups) {
        misses += await Self.concurrently(readers) { reader in
          var misses = 0
          for index in 0..<lookups {
            if let value = dictionary.value(for: keys[(index &+ reader &* 256) & 1_023]) {
              blackHole(value)
            } else {
              misses += 1
            }
          }
          return misses
        }
      },
      .init("MemoryCache.value(for:), \(readers) tasks", operations: readers * lookups) {
        misses += await Self.concurrently(readers) { reader in
          var misses = 0
          for index in 0..<lookups {
            if let value = cache.value(for: keys[(index &+ reader &* 256) & 1_023]) {
              blackHole(value)
            } else {
              misses += 1
            }
          }
          return misses
        }
      },
    ])
    let (baseline, cached) = (measured[0], measured[1])

    return BenchmarkReport(
      title: "\(title) (\(readers) tasks × \(Format.count(lookups)) lookups per round, 1,024 keys)",
      baseline: baseline, baselineName: "locked-dictionary", measurements: [cached],
      notes: [
        "misses: \(misses) (expected 0); \(ProcessInfo.processInfo.activeProcessorCount) "
          + "cores run the tasks; both run in turns, \(harness.repetitions) rounds"
      ])
  }

  /// Runs `body` in `count` child tasks at once and sums what they return.
  private static func concurrently(
    _ count: Int, _ body: @escaping @Sendable (Int) -> Int
  ) async -> Int {
    await withTaskGroup(of: Int.self) { group in
      for reader in 0..<count {
        group.addTask { body(reader) }
      }
      var total = 0
      for await misses in group { total += misses }
      return total
    }
  }
}
