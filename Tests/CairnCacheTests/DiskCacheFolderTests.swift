import CairnCache
import Foundation
import Testing

@Suite("DiskCache folder removed while open", .timeLimit(.minutes(1)))
struct DiskCacheFolderTests {
  // snippet: disk-cache-deleted-folder
  @Test("a deleted cache folder: the next store recreates it and the index forgets the rest")
  func aDeletedCacheFolder() async throws {
    try await withTemporaryFolder { parent in
      let folder = parent.appending(path: "cache", directoryHint: .isDirectory)
      let events = Locked<[DiskCacheEvent]>([])
      let cache = try DiskCache(
        folder: folder,
        configuration: .init(onEvent: { event in events.mutate { $0.append(event) } }))
      try await cache.store(bytes(100), for: "a")
      try await cache.store(bytes(100), for: "b")

      try FileManager.default.removeItem(at: folder)
      try await cache.store(bytes(50), for: "c")

      #expect(events.value.contains(.recreatedFolder(forgotten: 2)))
      #expect(await cache.keysByRecency == ["c"])
      #expect(await cache.totalSize == folderSize(folder))
      #expect(await cache.data(for: "a") == nil)
      #expect(await cache.data(for: "c") == bytes(50))
    }
  }
  // end-snippet

  @Test("a read of an entry whose file vanished is a miss, and the entry is forgotten")
  func vanishedFileIsForgotten() async throws {
    try await withTemporaryFolder { folder in
      let cache = try DiskCache(folder: folder)
      try await cache.store(bytes(100), for: "a")
      try await cache.store(bytes(100), for: "b")
      try FileManager.default.removeItem(at: folder.appending(path: defaultFileName(for: "a")))

      #expect(await cache.data(for: "a") == nil)

      #expect(await cache.keysByRecency == ["b"])
      #expect(await cache.totalSize == folderSize(folder))
    }
  }
}
