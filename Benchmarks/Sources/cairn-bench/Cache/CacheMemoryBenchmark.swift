import CairnCache
import Foundation

/// Benchmark 5a: `MemoryCache` hits (2 KB `Data` values, 1,024 keys) against a plain
/// `[String: Data]` lookup behind an `NSLock`.
struct CacheMemoryBenchmark: Benchmark {
  /// Lookups per repetition.
  var lookups = 20_000

  let title = "Cache: MemoryCache hit"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let lookups = self.lookups
    let keys = (0..<1_024).map { "thumbnail-\($0)" }
    let dictionary = LockedDictionary()
    let cache = MemoryCache<String, Data>(countLimit: 10_000, cost: { $0.count })
    for key in keys {
      dictionary.setValue(CacheFixtures.payload, for: key)
      cache.setValue(CacheFixtures.payload, for: key)
    }
    var misses = 0

    let baseline = await harness.measure("NSLock + [String: Data] lookup", operations: lookups) {
      for index in 0..<lookups {
        guard let value = dictionary.value(for: keys[index & 1_023]) else {
          misses += 1
          continue
        }
        blackHole(value)
      }
    }
    let cached = await harness.measure("MemoryCache.value(for:) hit", operations: lookups) {
      for index in 0..<lookups {
        guard let value = cache.value(for: keys[index & 1_023]) else {
          misses += 1
          continue
        }
        blackHole(value)
      }
    }

    return BenchmarkReport(
      title: "\(title) (\(Format.count(lookups)) lookups of 2 KB values, 1,024 keys)",
      baseline: baseline, baselineName: "locked-dictionary", measurements: [cached],
      notes: ["misses: \(misses) (expected 0); MemoryCache keeps LRU order on every hit"])
  }
}
