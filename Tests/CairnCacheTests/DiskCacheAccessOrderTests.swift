import CairnCache
import Foundation
import Testing

@Suite("DiskCache order of use, written back in batches", .timeLimit(.minutes(1)))
struct DiskCacheAccessOrderTests {
  // snippet: disk-cache-batched-order
  @Test("reads reorder in memory at once; the order reaches the files on flush")
  func orderAfterBatchedStamps() async throws {
    try await withTemporaryFolder { folder in
      let first = try DiskCache(folder: folder)
      for key in ["a", "b", "c"] { try await first.store(bytes(10), for: key) }
      _ = await first.data(for: "a")
      _ = await first.data(for: "b")
      #expect(await first.keysByRecency == ["b", "a", "c"])

      let beforeFlush = try DiskCache(folder: folder)
      #expect(await beforeFlush.keysByRecency == ["c", "b", "a"])

      await first.flush()
      let afterFlush = try DiskCache(folder: folder)
      #expect(await afterFlush.keysByRecency == ["b", "a", "c"])
    }
  }
  // end-snippet

  @Test("reads write the order back on their own once the interval has passed")
  func writtenBackAfterTheInterval() async throws {
    try await withTemporaryFolder { folder in
      let clock = TestClock()
      let configuration = DiskCache.Configuration(
        clock: clock.closure, accessWriteBackInterval: .seconds(5))
      let first = try DiskCache(folder: folder, configuration: configuration)
      for key in ["a", "b", "c"] { try await first.store(bytes(10), for: key) }
      _ = await first.data(for: "b")
      clock.advance(by: 4)
      _ = await first.data(for: "a")
      #expect(try await DiskCache(folder: folder).keysByRecency == ["c", "b", "a"])

      clock.advance(by: 1)
      _ = await first.data(for: "c")

      #expect(await first.keysByRecency == ["c", "a", "b"])
      #expect(try await DiskCache(folder: folder).keysByRecency == ["c", "a", "b"])
    }
  }

  @Test("eviction follows the order in memory, written back or not")
  func evictionUsesTheOrderInMemory() async throws {
    try await withTemporaryFolder { folder in
      let size = entrySize(key: "a", payloadSize: 100)
      let cache = try DiskCache(folder: folder, configuration: .init(sizeLimit: 3 * size))
      for key in ["a", "b", "c"] { try await cache.store(bytes(100), for: key) }
      for key in ["b", "a"] { _ = await cache.data(for: key) }

      try await cache.store(bytes(100), for: "d")

      #expect(await cache.keysByRecency == ["d", "a", "b"])
      #expect(await cache.data(for: "c") == nil)
    }
  }

  @Test("a cache that goes away writes its order back")
  func writtenBackWhenTheCacheGoesAway() async throws {
    try await withTemporaryFolder { folder in
      try await Self.storeAndRead(in: folder)

      #expect(try await DiskCache(folder: folder).keysByRecency == ["a", "c", "b"])
    }
  }

  /// Stores a, b, c and reads a in a cache that is released on return.
  private static func storeAndRead(in folder: URL) async throws {
    let cache = try DiskCache(folder: folder)
    for key in ["a", "b", "c"] { try await cache.store(bytes(10), for: key) }
    _ = await cache.data(for: "a")
  }
}
