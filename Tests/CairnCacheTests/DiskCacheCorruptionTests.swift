import CairnCache
import Foundation
import Testing

/// A way to damage an entry file, and what the cache should call it.
struct Damage: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let expected: DiskCacheCorruption
  let apply: @Sendable (inout Data) -> Void

  static let all: [Damage] = [
    Damage(testDescription: "flipped payload byte", expected: .checksumMismatch) {
      $0[$0.count - 1] ^= 0xff
    },
    // Offsets from the layout in Sources/CairnCache/Disk/EntryFile.swift: stored-at at 48,
    // the key at 64.
    Damage(testDescription: "flipped date byte", expected: .checksumMismatch) { $0[49] ^= 0x01 },
    Damage(testDescription: "truncated", expected: .truncated) { $0.removeLast(10) },
    Damage(testDescription: "empty", expected: .truncated) { $0 = Data() },
    Damage(testDescription: "extended", expected: .wrongLength) { $0.append(0) },
    Damage(testDescription: "garbage", expected: .badMagic) {
      $0 = Data((0..<$0.count).map { UInt8(($0 * 37 + 11) % 256) })
    },
    Damage(testDescription: "unknown version", expected: .unsupportedVersion(7)) { $0[4] = 7 },
    Damage(testDescription: "changed key", expected: .checksumMismatch) {
      $0[64] = UInt8(ascii: "b")
    },
  ]
}

/// The file name the default hash gives `key`.
func defaultFileName(for key: String) -> String {
  let hex = String(StableHash.fnv1a64(key), radix: 16)
  return String(repeating: "0", count: 16 - hex.count) + hex + ".entry"
}

@Suite("DiskCache damage and collisions", .timeLimit(.minutes(1)))
struct DiskCacheCorruptionTests {
  // snippet: disk-cache-corrupt-entry
  @Test(
    "a damaged entry is deleted, reported and read as a miss; the cache keeps working",
    arguments: Damage.all)
  func damagedEntryIsAMiss(damage: Damage) async throws {
    try await withTemporaryFolder { folder in
      let events = Locked<[DiskCacheEvent]>([])
      let cache = try DiskCache(
        folder: folder,
        configuration: .init(onEvent: { event in events.mutate { $0.append(event) } }))
      try await cache.store(bytes(100), for: "a")
      try await cache.store(bytes(50), for: "other")
      let file = folder.appending(path: defaultFileName(for: "a"))
      var contents = try Data(contentsOf: file)
      damage.apply(&contents)
      try contents.write(to: file)

      #expect(await cache.data(for: "a") == nil)

      #expect(
        events.value.last
          == .removedCorruptEntry(
            key: "a", fileName: defaultFileName(for: "a"), reason: damage.expected))
      #expect(!FileManager.default.fileExists(atPath: file.path(percentEncoded: false)))
      #expect(await cache.count == 1)
      #expect(await cache.totalSize == folderSize(folder))
      try await cache.store(bytes(100, 0x7a), for: "a")
      #expect(await cache.data(for: "a") == bytes(100, 0x7a))
      #expect(await cache.data(for: "other") == bytes(50))
    }
  }
  // end-snippet

  @Test("a damaged entry found on open is deleted and reported", arguments: Damage.all)
  func damagedEntryOnOpen(damage: Damage) async throws {
    try await withTemporaryFolder { folder in
      let first = try DiskCache(folder: folder)
      try await first.store(bytes(100), for: "a")
      try await first.store(bytes(50), for: "other")
      let file = folder.appending(path: defaultFileName(for: "a"))
      var contents = try Data(contentsOf: file)
      damage.apply(&contents)
      try contents.write(to: file)
      let events = Locked<[DiskCacheEvent]>([])

      let second = try DiskCache(
        folder: folder,
        configuration: .init(onEvent: { event in events.mutate { $0.append(event) } }))
      _ = await second.data(for: "a")

      #expect(await second.data(for: "a") == nil)
      #expect(await second.keysByRecency == ["other"])
      #expect(!FileManager.default.fileExists(atPath: file.path(percentEncoded: false)))
      #expect(events.value.count == 1)
      #expect(await second.totalSize == folderSize(folder))
    }
  }

  // snippet: disk-cache-corrupt-after-restart
  @Test("a payload damaged while no cache was open is caught by the first read after a restart")
  func corruptEntryAfterARestart() async throws {
    try await withTemporaryFolder { folder in
      let first = try DiskCache(folder: folder)
      try await first.store(bytes(2_048), for: "a")
      try await first.store(bytes(50), for: "other")
      await first.flush()
      let file = folder.appending(path: defaultFileName(for: "a"))
      var contents = try Data(contentsOf: file)
      contents[contents.count - 100] ^= 0x10
      try contents.write(to: file)
      let events = Locked<[DiskCacheEvent]>([])

      let second = try DiskCache(
        folder: folder,
        configuration: .init(onEvent: { event in events.mutate { $0.append(event) } }))
      #expect(await second.count == 2)  // opening checks headers only

      #expect(await second.data(for: "a") == nil)
      #expect(
        events.value
          == [
            .removedCorruptEntry(
              key: "a", fileName: defaultFileName(for: "a"), reason: .checksumMismatch)
          ])
      #expect(await second.keysByRecency == ["other"])
      #expect(await second.totalSize == folderSize(folder))
    }
  }
  // end-snippet

  @Test("keys whose hashes collide get separate files and both survive a restart")
  func hashCollision() async throws {
    try await withTemporaryFolder { folder in
      let colliding = DiskCache.Configuration(hash: { _ in 42 })
      let cache = try DiskCache(folder: folder, configuration: colliding)
      try await cache.store(bytes(10, 1), for: "alpha")
      try await cache.store(bytes(20, 2), for: "beta")

      #expect(await cache.data(for: "alpha") == bytes(10, 1))
      #expect(await cache.data(for: "beta") == bytes(20, 2))
      #expect(
        Set(fileSizes(in: folder).keys) == ["000000000000002a.entry", "000000000000002a-1.entry"])

      #expect(await cache.remove("alpha"))
      #expect(await cache.data(for: "beta") == bytes(20, 2))
      try await cache.store(bytes(30, 3), for: "gamma")
      try await cache.store(bytes(40, 4), for: "delta")
      #expect(fileSizes(in: folder).count == 3)

      let reopened = try DiskCache(folder: folder, configuration: colliding)
      #expect(await reopened.data(for: "beta") == bytes(20, 2))
      #expect(await reopened.data(for: "gamma") == bytes(30, 3))
      #expect(await reopened.data(for: "delta") == bytes(40, 4))
      try await reopened.store(bytes(50, 5), for: "epsilon")
      #expect(await reopened.count == 4)
      #expect(await reopened.data(for: "gamma") == bytes(30, 3))
    }
  }
}

@Suite("DiskCache misplaced entries", .timeLimit(.minutes(1)))
struct DiskCacheMisplacedEntryTests {
  @Test("a valid entry of another key under this key's file name is a key mismatch")
  func keyMismatch() async throws {
    try await withTemporaryFolder { folder in
      let events = Locked<[DiskCacheEvent]>([])
      let cache = try DiskCache(
        folder: folder,
        configuration: .init(onEvent: { event in events.mutate { $0.append(event) } }))
      try await cache.store(bytes(100), for: "a")
      try await cache.store(bytes(100), for: "other")
      let other = try Data(contentsOf: folder.appending(path: defaultFileName(for: "other")))
      try other.write(to: folder.appending(path: defaultFileName(for: "a")))

      #expect(await cache.data(for: "a") == nil)

      #expect(
        events.value.last
          == .removedCorruptEntry(
            key: "a", fileName: defaultFileName(for: "a"), reason: .keyMismatch))
      #expect(await cache.data(for: "other") == bytes(100))
      #expect(Set(fileSizes(in: folder).keys) == [defaultFileName(for: "other")])
    }
  }

  @Test("two files holding one key are reduced to one on open")
  func duplicateOnOpen() async throws {
    try await withTemporaryFolder { folder in
      let first = try DiskCache(folder: folder)
      try await first.store(bytes(100), for: "other")
      let other = try Data(contentsOf: folder.appending(path: defaultFileName(for: "other")))
      try other.write(to: folder.appending(path: "copy.entry"))

      let second = try DiskCache(folder: folder)

      #expect(await second.count == 1)
      #expect(fileSizes(in: folder).count == 1)
      #expect(await second.data(for: "other") == bytes(100))
      #expect(await second.totalSize == folderSize(folder))
    }
  }
}
