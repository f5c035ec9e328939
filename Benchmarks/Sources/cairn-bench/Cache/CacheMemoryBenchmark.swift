import CairnCache
import Foundation

/// Benchmark 5a: `MemoryCache` hits (2 KB `Data` values, 1,024 keys, LRU order kept on every
/// hit) against a plain `[String: Data]` lookup behind an `NSLock`, and against Foundation's
/// `NSCache` (keys made once as `NSString`, so the baseline pays no bridging).
struct CacheMemoryBenchmark: Benchmark {
  /// Lookups per repetition.
  var lookups = 20_000

  let title = "Cache: MemoryCache hit"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let lookups = self.lookups
    let keys = CacheFixtures.memoryKeys
    let objectKeys = keys.map { $0 as NSString }
    let dictionary = LockedDictionary()
    let cache = MemoryCache<String, Data>(countLimit: 10_000, cost: { $0.count })
    let foundationCache = NSCache<NSString, NSData>()
    for (key, objectKey) in zip(keys, objectKeys) {
      dictionary.setValue(CacheFixtures.payload, for: key)
      cache.setValue(CacheFixtures.payload, for: key)
      foundationCache.setObject(CacheFixtures.payload as NSData, forKey: objectKey)
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
    let foundation = await harness.measure("NSCache.object(forKey:) hit", operations: lookups) {
      for index in 0..<lookups {
        guard let value = foundationCache.object(forKey: objectKeys[index & 1_023]) else {
          misses += 1
          continue
        }
        blackHole(value)
      }
    }

    let versusFoundation = foundation.median > 0 ? cached.median / foundation.median : 0
    return BenchmarkReport(
      title: "\(title) (\(Format.count(lookups)) lookups of 2 KB values, 1,024 keys)",
      baseline: baseline, baselineName: "locked-dictionary", measurements: [cached, foundation],
      notes: [
        "\(cached.label): \(Format.ratio(versusFoundation)) times \(foundation.label)",
        "misses: \(misses) (expected 0); MemoryCache keeps LRU order on every hit",
      ])
  }
}
