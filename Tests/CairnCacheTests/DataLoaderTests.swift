import CairnCache
import Foundation
import Testing

private struct Unreachable: Error, Equatable {}

/// A loader of strings over a fresh memory cache and a disk cache in `folder`.
private func makeLoader(
  folder: URL, clock: TestClock, allowsStaleOnFailure: Bool = false
) throws -> DataLoader<String> {
  let disk = try DiskCache(folder: folder, configuration: .init(clock: clock.closure))
  return DataLoader(
    memory: MemoryCache(countLimit: 100, clock: clock.closure),
    disk: disk,
    ttl: .seconds(60),
    allowsStaleOnFailure: allowsStaleOnFailure,
    clock: clock.closure,
    decode: { String(decoding: $0, as: UTF8.self) }
  )
}

@Suite("DataLoader", .timeLimit(.minutes(1)))
struct DataLoaderTests {
  @Test("a memory hit returns without fetching")
  func memoryHit() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder, clock: TestClock())
      loader.memory.setValue("cached", for: "k")
      let fetch = GatedFetch(data: Data("fresh".utf8))

      let loaded = try await loader.load("k", fetch: fetch.fetch)

      #expect(loaded == Loaded(value: "cached", source: .memory))
      #expect(fetch.callCount == 0)
    }
  }

  @Test("a disk hit is promoted to memory")
  func diskHit() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder, clock: TestClock())
      let disk = try #require(loader.disk)
      try await disk.store(Data("on disk".utf8), for: "k")
      let fetch = GatedFetch(data: Data("fresh".utf8))

      #expect(
        try await loader.load("k", fetch: fetch.fetch) == Loaded(value: "on disk", source: .disk))
      #expect(loader.memory.value(for: "k") == "on disk")
      #expect(
        try await loader.load("k", fetch: fetch.fetch) == Loaded(value: "on disk", source: .memory))
      #expect(fetch.callCount == 0)
    }
  }

  @Test("a fetched value is stored in memory and on disk, and expires with the TTL")
  func networkFetch() async throws {
    try await withTemporaryFolder { folder in
      let clock = TestClock()
      let loader = try makeLoader(folder: folder, clock: clock)
      let fetch = GatedFetch(data: Data("fresh".utf8))
      fetch.open()

      #expect(
        try await loader.load("k", fetch: fetch.fetch) == Loaded(value: "fresh", source: .network))
      #expect(loader.memory.value(for: "k") == "fresh")
      #expect(await loader.disk?.data(for: "k") == Data("fresh".utf8))

      clock.advance(by: 60)
      #expect(
        try await loader.load("k", fetch: fetch.fetch) == Loaded(value: "fresh", source: .network))
      #expect(fetch.callCount == 2)
    }
  }

  // snippet: data-loader-coalescing
  @Test("50 concurrent loads of one key share one fetch")
  func coalescing() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder, clock: TestClock())
      let fetch = GatedFetch(data: Data("shared".utf8))

      let results = try await withThrowingTaskGroup(of: Loaded<String>.self) { group in
        for _ in 0..<50 {
          group.addTask { try await loader.load("k", fetch: fetch.fetch) }
        }
        await waitUntil { loader.waitingCallerCount(for: "k") == 50 }
        fetch.open()
        return try await group.reduce(into: []) { $0.append($1) }
      }

      #expect(fetch.callCount == 1)
      #expect(results.count == 50)
      #expect(results.allSatisfy { $0 == Loaded(value: "shared", source: .network) })
      #expect(loader.waitingCallerCount(for: "k") == 0)
    }
  }
  // end-snippet

  // snippet: data-loader-stale-on-failure
  @Test("a failed fetch returns the stale disk entry only when allowed")
  func staleOnFailure() async throws {
    for allowsStale in [true, false] {
      try await withTemporaryFolder { folder in
        let clock = TestClock()
        let loader = try makeLoader(folder: folder, clock: clock, allowsStaleOnFailure: allowsStale)
        try await loader.disk?.store(Data("seen before".utf8), for: "k", ttl: .seconds(10))
        clock.advance(by: 11)
        let failing: @Sendable () async throws -> Data = { throw Unreachable() }

        if allowsStale {
          let loaded = try await loader.load("k", fetch: failing)
          #expect(loaded == Loaded(value: "seen before", source: .staleDisk))
          #expect(loader.memory.value(for: "k") == nil)
          #expect(await loader.disk?.count == 1)
        } else {
          await #expect(throws: Unreachable()) { try await loader.load("k", fetch: failing) }
          #expect(await loader.disk?.count == 0)
        }
      }
    }
  }
  // end-snippet

  @Test("a cancelled caller stops waiting; the others still get the value")
  func cancellingOneCaller() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder, clock: TestClock())
      let fetch = GatedFetch(data: Data("value".utf8))
      let leaving = Task { try await loader.load("k", fetch: fetch.fetch) }
      let staying = Task { try await loader.load("k", fetch: fetch.fetch) }
      await waitUntil { loader.waitingCallerCount(for: "k") == 2 }

      leaving.cancel()
      await #expect(throws: CancellationError.self) { try await leaving.value }
      #expect(loader.waitingCallerCount(for: "k") == 1)
      #expect(fetch.cancelledCount == 0)

      fetch.open()
      #expect(try await staying.value == Loaded(value: "value", source: .network))
      #expect(fetch.callCount == 1)
    }
  }

  @Test("when every caller is cancelled, the shared fetch is cancelled")
  func cancellingEveryCaller() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder, clock: TestClock())
      let fetch = GatedFetch(data: Data("value".utf8))
      let callers = (0..<3).map { _ in Task { try await loader.load("k", fetch: fetch.fetch) } }
      await waitUntil { loader.waitingCallerCount(for: "k") == 3 && fetch.callCount == 1 }

      for caller in callers { caller.cancel() }
      for caller in callers {
        await #expect(throws: CancellationError.self) { try await caller.value }
      }

      await waitUntil { fetch.cancelledCount == 1 }
      #expect(loader.memory.value(for: "k") == nil)
      fetch.open()
      let retried = try await loader.load("k", fetch: fetch.fetch)
      #expect(retried == Loaded(value: "value", source: .network))
      #expect(fetch.callCount == 2)
    }
  }
}

@Suite("DataLoader decoding", .timeLimit(.minutes(1)))
struct DataLoaderDecodingTests {
  private static func loader(folder: URL) throws -> DataLoader<Int> {
    DataLoader(
      memory: MemoryCache(), disk: try DiskCache(folder: folder),
      decode: { data in
        guard let number = Int(String(decoding: data, as: UTF8.self)) else { throw Unreachable() }
        return number
      })
  }

  @Test("a disk entry that fails to decode is removed and fetched again")
  func undecodableDiskEntry() async throws {
    try await withTemporaryFolder { folder in
      let loader = try Self.loader(folder: folder)
      try await loader.disk?.store(Data("not a number".utf8), for: "k")

      let loaded = try await loader.load("k") { Data("42".utf8) }

      #expect(loaded == Loaded(value: 42, source: .network))
      #expect(await loader.disk?.data(for: "k") == Data("42".utf8))
    }
  }

  @Test("fetched data that fails to decode is not cached")
  func undecodableFetch() async throws {
    try await withTemporaryFolder { folder in
      let loader = try Self.loader(folder: folder)

      await #expect(throws: Unreachable()) { try await loader.load("k") { Data("oops".utf8) } }

      #expect(loader.memory.count == 0)
      #expect(await loader.disk?.count == 0)
    }
  }
}
