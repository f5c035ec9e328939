import CairnCache
import Foundation
import Testing

@Suite("DiskCache size limit", .timeLimit(.minutes(1)))
struct DiskCacheLimitTests {
  @Test("concurrent writes never make the folder exceed the limit, temporary files included")
  func limitHoldsAtEveryMoment() async throws {
    try await withTemporaryFolder { folder in
      let limit = 8_192
      // Measured inside the cache's actor after each change (a temporary file written, an
      // entry stored, an eviction): a measurement taken from outside while other writes run
      // could add up files that never existed together.
      let measurements = Locked<[Int]>([])
      let configuration = DiskCache.Configuration(
        sizeLimit: limit,
        onEvent: { _ in
          let size = folderSize(folder)
          measurements.mutate { $0.append(size) }
        })
      let cache = try DiskCache(folder: folder, configuration: configuration)

      let writes = try await withThrowingTaskGroup(of: Int.self) { group in
        for worker in 0..<8 {
          group.addTask {
            var generator = SplitMix(seed: UInt64(worker))
            for write in 0..<20 {
              let key = "worker-\(worker)-\(Int(generator.next() % 12))"
              let payload = bytes(100 + Int(generator.next() % 900), UInt8(write))
              try await cache.store(payload, for: key)
            }
            return 20
          }
        }
        return try await group.reduce(0, +)
      }

      let sizes = measurements.value
      #expect(writes == 160)
      #expect(sizes.count >= 2 * writes)
      #expect(sizes.allSatisfy { $0 <= limit })
      #expect((sizes.max() ?? 0) > limit - 1_100)
      #expect(await cache.totalSize == folderSize(folder))
      #expect(folderSize(folder) <= limit)
    }
  }

  // snippet: disk-cache-reserve-before-write
  @Test("the temporary file is counted before it is written")
  func temporaryFileIsCounted() async throws {
    try await withTemporaryFolder { folder in
      let size = entrySize(key: "a", payloadSize: 100)
      let atTemporaryWrite = Locked<[String: Int]>([:])
      let configuration = DiskCache.Configuration(
        sizeLimit: 2 * size,
        onEvent: { event in
          if case .wroteTemporaryFile = event {
            atTemporaryWrite.mutate { $0 = fileSizes(in: folder) }
          }
        })
      let cache = try DiskCache(folder: folder, configuration: configuration)
      try await cache.store(bytes(100), for: "a")
      try await cache.store(bytes(100), for: "b")

      try await cache.store(bytes(100, 0x62), for: "b")

      let files = atTemporaryWrite.value
      #expect(files.count == 2)
      #expect(files.keys.contains { $0.hasSuffix(".tmp") })
      #expect(files.values.reduce(0, +) == 2 * size)
      #expect(await cache.keysByRecency == ["b"])
      #expect(await cache.data(for: "b") == bytes(100, 0x62))
    }
  }
  // end-snippet

  @Test("an entry larger than the whole limit is rejected and evicts nothing else")
  func oversizedEntryIsRejected() async throws {
    try await withTemporaryFolder { folder in
      let events = Locked<[DiskCacheEvent]>([])
      let configuration = DiskCache.Configuration(
        sizeLimit: 1_000, onEvent: { event in events.mutate { $0.append(event) } })
      let cache = try DiskCache(folder: folder, configuration: configuration)
      for key in ["a", "b", "c"] { try await cache.store(bytes(100), for: key) }
      let sizeBefore = folderSize(folder)

      let size = entrySize(key: "huge", payloadSize: 2_000)
      await #expect(throws: DiskCacheError.entryTooLarge(size: size, limit: 1_000)) {
        try await cache.store(bytes(2_000), for: "huge")
      }

      #expect(await cache.keysByRecency == ["c", "b", "a"])
      #expect(folderSize(folder) == sizeBefore)
      #expect(events.value.last == .rejected(key: "huge", size: size))
      #expect(!events.value.contains { if case .evicted = $0 { true } else { false } })
    }
  }

  @Test("a rejected replacement removes the key's previous entry only")
  func rejectedReplacementRemovesTheOldEntry() async throws {
    try await withTemporaryFolder { folder in
      let cache = try DiskCache(folder: folder, configuration: .init(sizeLimit: 1_000))
      try await cache.store(bytes(100), for: "a")
      try await cache.store(bytes(100), for: "b")

      await #expect(throws: DiskCacheError.self) {
        try await cache.store(bytes(5_000), for: "a")
      }

      #expect(await cache.data(for: "a") == nil)
      #expect(await cache.keysByRecency == ["b"])
    }
  }
}

@Suite("DiskCache size limit with readers and at run time", .timeLimit(.minutes(1)))
struct DiskCacheRuntimeLimitTests {
  @Test("readers beside concurrent writers: the limit holds and every hit is a stored value")
  func limitHoldsWithConcurrentReaders() async throws {
    try await withTemporaryFolder { folder in
      let limit = 8_192
      let measurements = Locked<[Int]>([])
      let configuration = DiskCache.Configuration(
        sizeLimit: limit,
        onEvent: { _ in
          let size = folderSize(folder)
          measurements.mutate { $0.append(size) }
        })
      let cache = try DiskCache(folder: folder, configuration: configuration)

      let (writes, badReads) = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
        for worker in 0..<6 {
          group.addTask {
            var generator = SplitMix(seed: UInt64(worker))
            for _ in 0..<20 {
              let key = "key-\(Int(generator.next() % 10))"
              // Every value of a key is 100 + n bytes of the byte n: a reader can check it.
              let length = Int(generator.next() % 200)
              try await cache.store(bytes(100 + length, UInt8(length)), for: key)
            }
            return (20, 0)
          }
        }
        for reader in 0..<4 {
          group.addTask {
            var bad = 0
            for read in 0..<200 {
              guard let data = await cache.data(for: "key-\((read + reader) % 10)") else {
                continue
              }
              let byte = data.first ?? 0
              if data.count != 100 + Int(byte) || data.contains(where: { $0 != byte }) { bad += 1 }
            }
            return (0, bad)
          }
        }
        return try await group.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
      }

      #expect(writes == 120)
      #expect(badReads == 0)
      #expect(measurements.value.allSatisfy { $0 <= limit })
      #expect(await cache.totalSize == folderSize(folder))
      #expect(folderSize(folder) <= limit)
    }
  }

  // snippet: disk-cache-runtime-limit
  @Test("lowering the size limit evicts at once; trim(toSize:) and trim(toCount:) keep it")
  func runtimeLimit() async throws {
    try await withTemporaryFolder { folder in
      let size = entrySize(key: "a", payloadSize: 100)
      let cache = try DiskCache(folder: folder)
      for key in ["a", "b", "c", "d"] { try await cache.store(bytes(100), for: key) }
      _ = await cache.data(for: "a")

      await cache.setSizeLimit(3 * size)
      #expect(await cache.keysByRecency == ["a", "d", "c"])
      #expect(folderSize(folder) == 3 * size)

      await cache.trim(toSize: 2 * size)
      #expect(await cache.keysByRecency == ["a", "d"])
      await cache.trim(toCount: 1)
      #expect(await cache.keysByRecency == ["a"])
      #expect(await cache.sizeLimit == 3 * size)
      try await cache.store(bytes(100), for: "e")
      try await cache.store(bytes(100), for: "f")
      #expect(await cache.keysByRecency == ["f", "e", "a"])
    }
  }
  // end-snippet
}
