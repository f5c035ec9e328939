import CairnCache
import Foundation
import Testing

/// A loader of strings over a fresh memory cache and a disk cache in `folder`.
private func makeLoader(
  folder: URL, allowsStaleOnFailure: Bool = false, mergesIdenticalLoads: Bool = true
) throws -> DataLoader<String> {
  DataLoader(
    memory: MemoryCache(countLimit: 100),
    disk: try DiskCache(folder: folder),
    allowsStaleOnFailure: allowsStaleOnFailure,
    mergesIdenticalLoads: mergesIdenticalLoads,
    decode: { String(decoding: $0, as: UTF8.self) }
  )
}

@Suite("DataLoader options", .timeLimit(.minutes(1)))
struct DataLoaderPolicyTests {
  // snippet: data-loader-reload
  @Test("reloadIgnoringCache fetches although both layers hold the key, then stores the result")
  func reloadIgnoringCache() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder)
      loader.memory.setValue("old", for: "k")
      try await loader.disk?.store(Data("old".utf8), for: "k")

      let loaded = try await loader.load("k", options: .reloadIgnoringCache) { Data("new".utf8) }

      #expect(loaded == Loaded(value: "new", source: .network))
      #expect(loader.memory.value(for: "k") == "new")
      #expect(await loader.disk?.data(for: "k") == Data("new".utf8))
    }
  }
  // end-snippet

  // snippet: data-loader-cache-only
  @Test("cacheOnly answers from a layer, and a miss fails with notCached without fetching")
  func cacheOnly() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder)
      try await loader.disk?.store(Data("on disk".utf8), for: "seen")
      let fetch = GatedFetch(data: Data("fresh".utf8))

      let seen = try await loader.load("seen", options: .cacheOnly, fetch: fetch.fetch)
      #expect(seen == Loaded(value: "on disk", source: .disk))
      await #expect(throws: DataLoaderError.notCached(key: "never")) {
        try await loader.load("never", options: .cacheOnly, fetch: fetch.fetch)
      }
      #expect(fetch.callCount == 0)
    }
  }
  // end-snippet

  @Test("cacheOnly returns an expired entry as stale only when the loader allows stale content")
  func cacheOnlyAndStaleEntries() async throws {
    for allowsStale in [true, false] {
      try await withTemporaryFolder { folder in
        let clock = TestClock()
        let disk = try DiskCache(folder: folder, configuration: .init(clock: clock.closure))
        let loader = DataLoader<Data>(
          memory: MemoryCache(), disk: disk, allowsStaleOnFailure: allowsStale)
        try await disk.store(Data("old".utf8), for: "k", ttl: .seconds(1))
        clock.advance(by: 2)

        if allowsStale {
          let loaded = try await loader.load("k", options: .cacheOnly) { Data() }
          #expect(loaded == Loaded(value: Data("old".utf8), source: .staleDisk))
        } else {
          await #expect(throws: DataLoaderError.notCached(key: "k")) {
            try await loader.load("k", options: .cacheOnly) { Data() }
          }
        }
      }
    }
  }

  // snippet: data-loader-skip-layers
  @Test("skipMemory and skipDisk leave their layer alone, reading and writing")
  func skippingLayers() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder)

      _ = try await loader.load("m", options: .skipDisk) { Data("memory only".utf8) }
      _ = try await loader.load("d", options: .skipMemory) { Data("disk only".utf8) }

      #expect(loader.memory.keysByRecency == ["m"])
      #expect(await loader.disk?.keysByRecency == ["d"])
      let fromDisk = try await loader.load("d", options: .skipMemory) { Data("fetched".utf8) }
      #expect(fromDisk == Loaded(value: "disk only", source: .disk))
      #expect(loader.memory.count == 1)
    }
  }
  // end-snippet

  // snippet: data-loader-no-merging
  @Test("with merging turned off, concurrent loads of one key each fetch")
  func mergingTurnedOff() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder, mergesIdenticalLoads: false)
      let fetch = GatedFetch(data: Data("value".utf8))

      let results = try await withThrowingTaskGroup(of: Loaded<String>.self) { group in
        for _ in 0..<3 {
          group.addTask {
            try await loader.load("k", options: .skipMemoryReads, fetch: fetch.fetch)
          }
        }
        await waitUntil { fetch.callCount == 3 }
        fetch.open()
        return try await group.reduce(into: []) { $0.append($1) }
      }

      #expect(fetch.callCount == 3)
      #expect(results.allSatisfy { $0 == Loaded(value: "value", source: .network) })
      #expect(loader.waitingCallerCount(for: "k") == 0)
    }
  }
  // end-snippet

  @Test("loads of one key with different options do not share a fetch")
  func optionsSeparateFlights() async throws {
    try await withTemporaryFolder { folder in
      let loader = try makeLoader(folder: folder)
      let fetch = GatedFetch(data: Data("value".utf8))
      let plain = Task { try await loader.load("k", fetch: fetch.fetch) }
      let reload = Task {
        try await loader.load("k", options: .reloadIgnoringCache, fetch: fetch.fetch)
      }
      await waitUntil { fetch.callCount == 2 }
      #expect(loader.waitingCallerCount(for: "k") == 2)

      fetch.open()
      #expect(try await plain.value.source == .network)
      #expect(try await reload.value.source == .network)
    }
  }

  // snippet: data-loader-deleted-folder
  @Test("a deleted cache folder: the loader keeps caching to disk")
  func aDeletedCacheFolder() async throws {
    try await withTemporaryFolder { parent in
      let folder = parent.appending(path: "cache", directoryHint: .isDirectory)
      let loader = try makeLoader(folder: folder)
      _ = try await loader.load("before") { Data("1".utf8) }

      try FileManager.default.removeItem(at: folder)
      _ = try await loader.load("after") { Data("2".utf8) }

      #expect(await loader.disk?.keysByRecency == ["after"])
      #expect(await loader.disk?.data(for: "after") == Data("2".utf8))
      let fromDisk = try await loader.load("after", options: .skipMemoryReads) { Data("3".utf8) }
      #expect(fromDisk == Loaded(value: "2", source: .disk))
    }
  }
  // end-snippet
}
