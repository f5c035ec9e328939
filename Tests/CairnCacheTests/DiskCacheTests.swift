import CairnCache
import Foundation
import Testing

@Suite("DiskCache", .timeLimit(.minutes(1)))
struct DiskCacheTests {
  @Test("stored data reads back, and the counted size is the folder's real size")
  func roundTrip() async throws {
    try await withTemporaryFolder { folder in
      let cache = try DiskCache(folder: folder)
      let payload = Data((0..<1_000).map { UInt8($0 % 251) })
      try await cache.store(payload, for: "https://example.com/a?b=c")

      #expect(await cache.data(for: "https://example.com/a?b=c") == payload)
      #expect(await cache.data(for: "missing") == nil)
      #expect(await cache.count == 1)
      #expect(
        await cache.totalSize == entrySize(key: "https://example.com/a?b=c", payloadSize: 1_000))
      #expect(await cache.totalSize == folderSize(folder))
    }
  }

  @Test("storing a key again replaces its entry in place")
  func replacing() async throws {
    try await withTemporaryFolder { folder in
      let cache = try DiskCache(folder: folder)
      try await cache.store(bytes(500), for: "k")
      try await cache.store(bytes(20, 0x62), for: "k")

      #expect(await cache.data(for: "k") == bytes(20, 0x62))
      #expect(await cache.count == 1)
      #expect(fileSizes(in: folder).count == 1)
      #expect(await cache.totalSize == entrySize(key: "k", payloadSize: 20))
    }
  }

  @Test("the least recently used entry is evicted first, and reading protects an entry")
  func evictionOrder() async throws {
    try await withTemporaryFolder { folder in
      let size = entrySize(key: "a", payloadSize: 100)
      let cache = try DiskCache(folder: folder, configuration: .init(sizeLimit: 3 * size + 10))
      for key in ["a", "b", "c"] { try await cache.store(bytes(100), for: key) }
      #expect(await cache.data(for: "a") != nil)

      try await cache.store(bytes(100), for: "d")

      #expect(await cache.keysByRecency == ["d", "a", "c"])
      #expect(await cache.data(for: "b") == nil)
      #expect(Set(fileSizes(in: folder).values) == [size])
      #expect(folderSize(folder) == 3 * size)
    }
  }

  @Test("an entry expires after its lifetime, measured by the injected clock")
  func timeToLive() async throws {
    try await withTemporaryFolder { folder in
      let clock = TestClock()
      let cache = try DiskCache(
        folder: folder, configuration: .init(defaultTTL: .seconds(100), clock: clock.closure))
      try await cache.store(bytes(10), for: "short", ttl: .seconds(60))
      try await cache.store(bytes(10), for: "default")

      clock.advance(by: 59)
      #expect(await cache.data(for: "short") == bytes(10))

      clock.advance(by: 1)
      #expect(await cache.contains("short") == false)
      #expect(await cache.data(for: "short") == nil)
      #expect(await cache.count == 1)
      #expect(fileSizes(in: folder).count == 1)
      #expect(await cache.data(for: "default") == bytes(10))

      clock.advance(by: 40)
      let stale = try #require(await cache.entry(for: "default", includingExpired: true))
      #expect(stale.isExpired)
      #expect(stale.data == bytes(10))
      #expect(await cache.count == 1)
      #expect(await cache.removeExpired() == 1)
      #expect(await cache.count == 0)
      #expect(fileSizes(in: folder).isEmpty)
    }
  }

  // snippet: disk-cache-restart
  @Test("a new instance on the same folder finds the entries, their sizes and their order")
  func survivesRestart() async throws {
    try await withTemporaryFolder { folder in
      let first = try DiskCache(folder: folder)
      try await first.store(bytes(10), for: "a")
      try await first.store(bytes(20), for: "b")
      try await first.store(bytes(30), for: "c")
      _ = await first.data(for: "a")
      let totalSize = await first.totalSize
      await first.flush()

      let second = try DiskCache(folder: folder)

      #expect(await second.count == 3)
      #expect(await second.totalSize == totalSize)
      #expect(await second.keysByRecency == ["a", "c", "b"])
      #expect(await second.data(for: "b") == bytes(20))
      try await second.store(bytes(5), for: "d")
      #expect(await second.keysByRecency == ["d", "b", "a", "c"])
    }
  }
  // end-snippet

  @Test("opening with a smaller limit evicts the least recently used entries")
  func reopeningWithASmallerLimit() async throws {
    try await withTemporaryFolder { folder in
      let first = try DiskCache(folder: folder)
      for key in ["a", "b", "c"] { try await first.store(bytes(100), for: key) }
      _ = await first.data(for: "a")
      await first.flush()

      let limit = 2 * entrySize(key: "a", payloadSize: 100)
      let second = try DiskCache(folder: folder, configuration: .init(sizeLimit: limit))

      #expect(await second.keysByRecency == ["a", "c"])
      #expect(folderSize(folder) == limit)
    }
  }

  @Test("temporary files left by a crash are deleted on open")
  func strayTemporaryFilesAreDeleted() async throws {
    try await withTemporaryFolder { folder in
      let first = try DiskCache(folder: folder)
      try await first.store(bytes(10), for: "kept")
      try bytes(4_000).write(to: folder.appending(path: "0A1B2C.tmp"))
      let events = Locked<[DiskCacheEvent]>([])

      let second = try DiskCache(
        folder: folder,
        configuration: .init(onEvent: { event in events.mutate { $0.append(event) } }))

      #expect(events.value == [.removedTemporaryFile(fileName: "0A1B2C.tmp")])
      #expect(fileSizes(in: folder).keys.allSatisfy { $0.hasSuffix(".entry") })
      #expect(await second.data(for: "kept") == bytes(10))
      #expect(await second.totalSize == folderSize(folder))
    }
  }

  @Test("remove and removeAll delete the files")
  func removing() async throws {
    try await withTemporaryFolder { folder in
      let cache = try DiskCache(folder: folder)
      for key in ["a", "b", "c"] { try await cache.store(bytes(10), for: key) }

      #expect(await cache.remove("b"))
      #expect(await cache.remove("b") == false)
      #expect(await cache.keysByRecency == ["c", "a"])
      #expect(fileSizes(in: folder).count == 2)

      await cache.removeAll()
      #expect(await cache.count == 0)
      #expect(await cache.totalSize == 0)
      #expect(fileSizes(in: folder).isEmpty)
    }
  }
}
