import CairnCache
import Foundation

/// Benchmark 5c: `DiskCache.store` of 2 KB entries, awaited from the main actor, against
/// `Data.write(to:options: .atomic)` of plain 2 KB files; then shows the size limit holding
/// when 2,000 entries of 2 KB go into a 1 MiB cache.
struct CacheDiskStoreBenchmark: Benchmark {
  /// Stores per repetition, over as many keys (each repetition overwrites them).
  var writes = 500
  /// Entries written into the small cache of the size-limit check.
  var limitEntries = 2_000
  /// The size limit of that cache.
  var sizeLimit = 1_048_576

  let title = "Cache: DiskCache store"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let writes = self.writes
    let keys = (0..<writes).map { "response-\($0)" }
    let cacheFolder: URL
    let plainFolder: URL
    let cache: DiskCache
    do {
      cacheFolder = try CacheFixtures.scratchFolder("store-cache")
      plainFolder = try CacheFixtures.scratchFolder("store-plain")
      cache = try DiskCache(folder: cacheFolder)
    } catch {
      return BenchmarkReport(
        title: title, baseline: Measurement(label: "n/a", operations: 1, samples: []),
        baselineName: "n/a", measurements: [], notes: ["setup failed: \(error)"])
    }
    defer {
      try? FileManager.default.removeItem(at: cacheFolder)
      try? FileManager.default.removeItem(at: plainFolder)
    }
    let plainFiles = keys.map { plainFolder.appendingPathComponent($0) }
    var failures = 0

    let baseline = await harness.measure(
      "Data.write(to:options: .atomic), 2 KB", operations: writes
    ) {
      for file in plainFiles {
        do {
          try CacheFixtures.payload.write(to: file, options: .atomic)
        } catch {
          failures += 1
        }
      }
    }
    let stored = await harness.measure("await DiskCache.store, 2 KB", operations: writes) {
      for key in keys {
        do {
          try await cache.store(CacheFixtures.payload, for: key)
        } catch {
          failures += 1
        }
      }
    }

    return BenchmarkReport(
      title: "\(title) (\(Format.count(writes)) writes of 2 KB, overwriting)",
      baseline: baseline, baselineName: "atomic-write", measurements: [stored],
      notes: ["failed writes: \(failures)"] + (await sizeLimitCheck()))
  }

  /// Writes `limitEntries` entries of 2 KB into a cache limited to `sizeLimit` bytes and
  /// reports the folder's real size.
  private func sizeLimitCheck() async -> [String] {
    let folder: URL
    do {
      folder = try CacheFixtures.scratchFolder("limit")
    } catch {
      return ["size-limit check failed: \(error)"]
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let cache = try DiskCache(folder: folder, configuration: .init(sizeLimit: sizeLimit))
      let clock = ContinuousClock()
      let start = clock.now
      for number in 0..<limitEntries {
        try await cache.store(CacheFixtures.payload, for: "entry-\(number)")
      }
      let elapsed = start.duration(to: clock.now)
      let reported = await cache.totalSize
      let entries = await cache.count
      let folderSize = CacheFixtures.size(of: folder)
      let held = folderSize.bytes <= sizeLimit
      return [
        "size limit: \(Format.count(limitEntries)) entries of 2 KB stored into a "
          + "\(Format.count(sizeLimit))-byte cache in "
          + String(format: "%.0f ms", elapsed.nanoseconds / 1e6)
          + "; it keeps the \(Format.count(entries)) most recent",
        "folder on disk: \(Format.count(folderSize.files)) files, "
          + "\(Format.count(folderSize.bytes)) bytes (cache's count: \(Format.count(reported)));"
          + " ≤ \(Format.count(sizeLimit)): \(held ? "yes" : "NO");"
          + " allocated blocks: \(Format.count(folderSize.allocated)) bytes",
      ]
    } catch {
      return ["size-limit check failed: \(error)"]
    }
  }
}
