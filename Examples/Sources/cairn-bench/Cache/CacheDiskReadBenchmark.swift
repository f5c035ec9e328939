import CairnCache
import Foundation

/// Benchmark 5c: `DiskCache.data(for:)` hits, awaited from the main actor, against
/// `Data(contentsOf:)` of plain files of the same payload size; then checks that a damaged
/// entry is still detected.
struct CacheDiskReadBenchmark: Benchmark {
  /// The payload of each entry, in bytes.
  var payloadSize: Int
  /// Reads per round.
  var reads: Int
  /// Rounds of turns. Short rounds, many of them: on a machine shared with other builds, a
  /// round shorter than a scheduler time slice is rarely cut by one, so the median is the
  /// speed of the code and not of the neighbours.
  var rounds = 100
  /// Entries and plain files read in turn.
  var entries = 100

  /// A benchmark of `payloadSize`-byte entries, with fewer reads per round for bigger ones.
  init(payloadSize: Int) {
    self.payloadSize = payloadSize
    reads = payloadSize > 16_384 ? 40 : 100
  }

  var title: String { "Cache: DiskCache read hit, \(payloadSize / 1_024) KB" }

  func run(_ harness: Harness) async -> BenchmarkReport {
    var harness = harness
    harness.repetitions = rounds
    let (reads, entries) = (self.reads, self.entries)
    let keys = (0..<entries).map { "response-\($0)" }
    let payload = CacheFixtures.payload(size: payloadSize)
    let sizeLabel = "\(payloadSize / 1_024) KB"
    let cacheFolder: URL
    let plainFolder: URL
    let cache: DiskCache
    var plainFiles: [URL] = []
    do {
      cacheFolder = try CacheFixtures.scratchFolder("read-cache")
      plainFolder = try CacheFixtures.scratchFolder("read-plain")
      cache = try DiskCache(folder: cacheFolder)
      for key in keys {
        try await cache.store(payload, for: key)
        let file = plainFolder.appendingPathComponent(key)
        try payload.write(to: file)
        plainFiles.append(file)
      }
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer {
      try? FileManager.default.removeItem(at: cacheFolder)
      try? FileManager.default.removeItem(at: plainFolder)
    }
    var misses = 0

    let measured = await harness.measureInTurns([
      .init("Data(contentsOf:) of a \(sizeLabel) file", operations: reads) {
        for index in 0..<reads {
          guard let data = try? Data(contentsOf: plainFiles[index % entries]) else {
            misses += 1
            continue
          }
          blackHole(data)
        }
      },
      .init("await DiskCache.data(for:) hit", operations: reads) {
        for index in 0..<reads {
          guard let data = await cache.data(for: keys[index % entries]) else {
            misses += 1
            continue
          }
          blackHole(data)
        }
      },
    ])
    let (baseline, cached) = (measured[0], measured[1])

    var report = BenchmarkReport(
      title: "\(title) (\(Format.count(reads)) reads per round over \(entries) entries)",
      baseline: baseline, baselineName: "Data(contentsOf:)", measurements: [cached],
      notes: [
        "misses: \(misses) (expected 0); each hit checks the header's and the payload's "
          + "checksums and runs on the caller's executor (no actor hop); both run in turns, "
          + "\(harness.repetitions) rounds"
      ])
    if misses > 0 { report.failures.append("\(misses) reads missed") }
    switch await Self.damageIsDetected(cache: cache, folder: cacheFolder, key: keys[0]) {
    case .success(let line): report.notes.append(line)
    case .failure(let failure): report.failures.append(failure.description)
    }
    return report
  }

  /// Flips the last byte of the entry file of `key` (named by the default stable hash) and
  /// reads it back: a miss is the only right answer.
  private static func damageIsDetected(
    cache: DiskCache, folder: URL, key: String
  ) async -> Result<String, BenchFailure> {
    let hex = String(StableHash.fnv1a64(key), radix: 16)
    let name = String(repeating: "0", count: 16 - hex.count) + hex + ".entry"
    let file = folder.appendingPathComponent(name)
    do {
      var contents = try Data(contentsOf: file)
      contents[contents.count - 1] ^= 0xff
      try contents.write(to: file)
    } catch {
      return .failure(BenchFailure("could not damage \(name): \(error)"))
    }
    guard await cache.data(for: key) == nil else {
      return .failure(BenchFailure("a damaged entry was returned as a hit"))
    }
    return .success("a flipped payload byte is read as a miss: yes")
  }
}
