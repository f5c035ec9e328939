import Foundation

/// What the disk cache remembers about one entry file.
struct DiskRecord: Sendable {
  var fileName: String
  var size: Int
  var storedAt: Date
  var expiresAt: Date?
  var accessStamp: UInt64

  /// Whether the entry has expired at `now`.
  func isExpired(at now: Date) -> Bool {
    guard let expiresAt else { return false }
    return now >= expiresAt
  }
}

/// The in-memory index of a disk cache: every entry's file, size and place in the order of
/// use, and the total size of the files. It does no I/O.
struct DiskIndex {
  private(set) var order = LRUIndex<String, DiskRecord>()
  private(set) var totalSize = 0
  private var fileNames: Set<String> = []
  private var lastStamp: UInt64 = 0

  /// A stamp later than every stamp handed out or seen so far.
  mutating func takeStamp() -> UInt64 {
    lastStamp += 1
    return lastStamp
  }

  /// The record for `key`, without changing the order.
  func record(for key: String) -> DiskRecord? {
    order.peek(key)
  }

  /// Inserts (or replaces) the record for `key` as the most recently used.
  mutating func insert(_ record: DiskRecord, for key: String) {
    remove(key)
    order.insert(record, for: key)
    fileNames.insert(record.fileName)
    totalSize += record.size
    lastStamp = max(lastStamp, record.accessStamp)
  }

  /// Removes the record for `key`; returns it.
  @discardableResult
  mutating func remove(_ key: String) -> DiskRecord? {
    guard let record = order.remove(key) else { return nil }
    fileNames.remove(record.fileName)
    totalSize -= record.size
    return record
  }

  /// Makes `key` the most recently used, with a new access stamp; returns the stamp.
  mutating func touch(_ key: String) -> UInt64? {
    guard order.touch(key) != nil else { return nil }
    let stamp = takeStamp()
    order.update(key) { $0.accessStamp = stamp }
    return stamp
  }

  /// The file name for `key`: its current file, or the first free name derived from its hash
  /// (`<hash>.entry`, then `<hash>-1.entry`, …), so keys whose hashes collide get distinct files.
  func fileName(for key: String, hash: UInt64) -> String {
    if let record = order.peek(key) { return record.fileName }
    let hex = String(hash, radix: 16)
    let base = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    var name = base + EntryFolder.entryExtension
    var probe = 0
    while fileNames.contains(name) {
      probe += 1
      name = "\(base)-\(probe)\(EntryFolder.entryExtension)"
    }
    return name
  }
}
