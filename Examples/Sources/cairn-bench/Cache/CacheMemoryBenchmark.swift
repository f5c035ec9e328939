import CairnCache
import Foundation

/// Benchmark 5a: `MemoryCache` hits (2 KB `Data` values, 1,024 keys, LRU order kept on every
/// hit) against a plain `[String: Data]` lookup behind an `NSLock`, and against Foundation's
/// `NSCache` (keys made once as `NSString`, so the baseline pays no bridging).
struct CacheMemoryBenchmark: Benchmark {
  /// Lookups per round.
  var lookups = 2_000
  /// Rounds of turns. Short rounds, many of them: on a machine shared with other builds, a
  /// round shorter than a scheduler time slice is rarely cut by one, so the median is the
  /// speed of the code and not of the neighbours.
  var rounds = 200

  let title = "Cache: MemoryCache hit"

  func run(_ harness: Harness) async -> BenchmarkReport {
    var harness = harness
    harness.repetitions = rounds
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

    let measured = await harness.measureInTurns([
      .init("NSLock + [String: Data] lookup", operations: lookups) {
        for index in 0..<lookups {
          guard let value = dictionary.value(for: keys[index & 1_023]) else {
            misses += 1
            continue
          }
          blackHole(value)
        }
      },
      .init("MemoryCache.value(for:) hit", operations: lookups) {
        for index in 0..<lookups {
          guard let value = cache.value(for: keys[index & 1_023]) else {
            misses += 1
            continue
          }
          blackHole(value)
        }
      },
      .init("NSCache.object(forKey:) hit", operations: lookups) {
        for index in 0..<lookups {
          guard let value = foundationCache.object(forKey: objectKeys[index & 1_023]) else {
            misses += 1
            continue
          }
          blackHole(value)
        }
      },
    ])
    let (baseline, cached, foundation) = (measured[0], measured[1], measured[2])

    let versusFoundation = foundation.median > 0 ? cached.median / foundation.median : 0
    return BenchmarkReport(
      title: "\(title) (\(Format.count(lookups)) lookups per round, 2 KB values, 1,024 keys)",
      baseline: baseline, baselineName: "locked-dictionary", measurements: [cached, foundation],
      notes: [
        "\(cached.label): \(Format.ratio(versusFoundation)) times \(foundation.label)",
        "misses: \(misses) (expected 0); MemoryCache keeps LRU order on every hit; the three "
          + "run in turns, \(harness.repetitions) rounds",
      ])
  }
}
