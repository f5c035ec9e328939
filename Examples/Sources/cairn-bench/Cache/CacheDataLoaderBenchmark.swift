import CairnCache
import Foundation

/// Benchmark 5e: `DataLoader.load` answered from memory (the path an image takes while it is
/// on screen) against the `MemoryCache.value(for:)` hit it wraps. The fetch closure is made
/// once, as a screen holding its loader would; a closure capturing state made for every call
/// costs one allocation more.
struct CacheDataLoaderBenchmark: Benchmark {
  /// Loads per round.
  var loads = 2_000
  /// Rounds of turns. Short rounds, many of them: on a machine shared with other builds, a
  /// round shorter than a scheduler time slice is rarely cut by one, so the median is the
  /// speed of the code and not of the neighbours.
  var rounds = 200

  let title = "Cache: DataLoader memory hit"

  func run(_ harness: Harness) async -> BenchmarkReport {
    var harness = harness
    harness.repetitions = rounds
    let loads = self.loads
    let keys = CacheFixtures.memoryKeys
    let memory = MemoryCache<String, Data>(countLimit: 10_000, cost: { $0.count })
    let loader = DataLoader<Data>(memory: MemoryCache(countLimit: 10_000, cost: { $0.count }))
    for key in keys {
      memory.setValue(CacheFixtures.payload, for: key)
      loader.memory.setValue(CacheFixtures.payload, for: key)
    }
    let fetch: @Sendable () async throws -> Data = { CacheFixtures.payload }
    var misses = 0

    let measured = await harness.measureInTurns([
      .init("MemoryCache.value(for:) hit", operations: loads) {
        for index in 0..<loads {
          guard let value = memory.value(for: keys[index & 1_023]) else {
            misses += 1
            continue
          }
          blackHole(value)
        }
      },
      .init("await DataLoader.load, memory hit", operations: loads) {
        for index in 0..<loads {
          guard let value = try? await loader.load(keys[index & 1_023], fetch: fetch),
            value.source == .memory
          else {
            misses += 1
            continue
          }
          blackHole(value)
        }
      },
    ])
    let (baseline, loaded) = (measured[0], measured[1])

    return BenchmarkReport(
      title: "\(title) (\(Format.count(loads)) loads per round, 2 KB values, 1,024 keys)",
      baseline: baseline, baselineName: "MemoryCache-hit", measurements: [loaded],
      notes: [
        "misses: \(misses) (expected 0); both run in turns, \(harness.repetitions) rounds"
      ])
  }
}
