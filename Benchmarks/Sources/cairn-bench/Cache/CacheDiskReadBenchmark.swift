import CairnCache
import Foundation

/// Benchmark 5b: `DiskCache.data(for:)` hits of 2 KB entries, awaited from the main actor,
/// against `Data(contentsOf:)` of plain 2 KB files.
struct CacheDiskReadBenchmark: Benchmark {
  /// Reads per repetition.
  var reads = 2_000
  /// Entries and plain files read in turn.
  var entries = 100

  let title = "Cache: DiskCache read hit"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let reads = self.reads
    let entries = self.entries
    let keys = (0..<entries).map { "response-\($0)" }
    let cacheFolder: URL
    let plainFolder: URL
    let cache: DiskCache
    var plainFiles: [URL] = []
    do {
      cacheFolder = try CacheFixtures.scratchFolder("read-cache")
      plainFolder = try CacheFixtures.scratchFolder("read-plain")
      cache = try DiskCache(folder: cacheFolder)
      for key in keys {
        try await cache.store(CacheFixtures.payload, for: key)
        let file = plainFolder.appendingPathComponent(key)
        try CacheFixtures.payload.write(to: file)
        plainFiles.append(file)
      }
    } catch {
      return BenchmarkReport(
        title: title, baseline: Measurement(label: "n/a", operations: 1, samples: []),
        baselineName: "n/a", measurements: [], notes: ["setup failed: \(error)"])
    }
    defer {
      try? FileManager.default.removeItem(at: cacheFolder)
      try? FileManager.default.removeItem(at: plainFolder)
    }
    var misses = 0

    let baseline = await harness.measure("Data(contentsOf:) of a 2 KB file", operations: reads) {
      for index in 0..<reads {
        guard let data = try? Data(contentsOf: plainFiles[index % entries]) else {
          misses += 1
          continue
        }
        blackHole(data)
      }
    }
    let cached = await harness.measure("await DiskCache.data(for:) hit", operations: reads) {
      for index in 0..<reads {
        guard let data = await cache.data(for: keys[index % entries]) else {
          misses += 1
          continue
        }
        blackHole(data)
      }
    }

    return BenchmarkReport(
      title: "\(title) (\(Format.count(reads)) reads over \(entries) entries of 2 KB)",
      baseline: baseline, baselineName: "Data(contentsOf:)", measurements: [cached],
      notes: [
        "misses: \(misses) (expected 0); each hit checks the header and CRC-32 and hops to the "
          + "cache's actor and back"
      ])
  }
}
