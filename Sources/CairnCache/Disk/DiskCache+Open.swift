import Foundation

extension DiskCache {
  /// Indexes the entry files of a folder: deletes leftover temporary files and damaged entries,
  /// keeps the newest of two files for one key, restores the order of use from the access
  /// stamps, then evicts until `sizeLimit` holds. Stamps continue after those of `earlier`.
  static func scan(
    _ files: EntryFolder, configuration: Configuration, sizeLimit: Int,
    continuing earlier: DiskIndex? = nil
  ) throws -> DiskIndex {
    let report = configuration.onEvent
    var found: [(key: String, record: DiskRecord)] = []
    for name in try files.fileNames() {
      if name.hasSuffix(EntryFolder.temporaryExtension) {
        if files.delete(name) { report(.removedTemporaryFile(fileName: name)) }
        continue
      }
      guard name.hasSuffix(EntryFolder.entryExtension) else { continue }
      do {
        let (bytes, fileSize) = try files.readHeader(name)
        let header = try bytes.withUnsafeBytes { bytes throws(DiskCacheCorruption) in
          try EntryFile.decodeHeader(bytes)
        }
        guard fileSize >= header.fileSize else { throw DiskCacheCorruption.truncated }
        guard fileSize == header.fileSize else { throw DiskCacheCorruption.wrongLength }
        let record = DiskRecord(
          fileName: name, size: fileSize, storedAt: header.storedAt,
          expiresAt: header.expiresAt, accessStamp: header.accessStamp)
        found.append((header.key, record))
      } catch let reason as DiskCacheCorruption {
        if files.delete(name) {
          report(.removedCorruptEntry(key: nil, fileName: name, reason: reason))
        }
      } catch {
        continue  // Unreadable now (permissions?): neither indexed nor deleted.
      }
    }
    found.sort { $0.record.accessStamp < $1.record.accessStamp }
    var index = DiskIndex(continuing: earlier)
    for (key, record) in found {
      if let older = index.record(for: key), files.delete(older.fileName) {
        index.remove(key)
      }
      if index.record(for: key) == nil {
        index.insert(record, for: key)
      }
    }
    _ = evict(from: &index, files: files, report: report) { $0.totalSize <= sizeLimit }
    return index
  }

  /// Evicts least recently used entries from `index` until `isDone` holds; skips entries whose
  /// files cannot be deleted (they stay counted). Returns whether `isDone` holds in the end.
  static func evict(
    from index: inout DiskIndex,
    files: EntryFolder,
    report: (DiskCacheEvent) -> Void,
    until isDone: (DiskIndex) -> Bool
  ) -> Bool {
    var candidate = index.order.leastRecentKey
    while !isDone(index) {
      guard let key = candidate else { return false }
      candidate = index.order.key(newerThan: key)
      guard let record = index.record(for: key), files.delete(record.fileName) else { continue }
      index.remove(key)
      report(.evicted(key: key, size: record.size))
    }
    return true
  }
}
