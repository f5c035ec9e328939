import Foundation

/// What the disk cache remembers about one entry file.
struct DiskRecord: Sendable {
  var fileName: String
  var size: Int
  var storedAt: Date
  var expiresAt: Date?
  var accessStamp: UInt64
  /// Set by the index on insertion, never reused: a reader that looked the record up before
  /// doing I/O checks it again before acting on what it found, so it never removes or touches
  /// a newer entry of the same key.
  var generation: UInt64 = 0

  /// Whether the entry has expired at `now`.
  func isExpired(at now: Date) -> Bool {
    guard let expiresAt else { return false }
    return now >= expiresAt
  }
}

/// The in-memory index of a disk cache: every entry's file, size and place in the order of
/// use, the total size of the files, and the access stamps not yet written back to the files.
/// It does no I/O.
struct DiskIndex {
  private(set) var order = LRUIndex<String, DiskRecord>()
  private(set) var totalSize = 0
  private var fileNames: Set<String> = []
  private(set) var lastStamp: UInt64 = 0
  private var lastGeneration: UInt64 = 0
  /// Keys whose access stamp in memory is newer than the one in their file.
  private var unwrittenStamps: Set<String> = []

  /// An empty index whose stamps and generations continue after those of `earlier`.
  init(continuing earlier: DiskIndex? = nil) {
    lastStamp = earlier?.lastStamp ?? 0
    lastGeneration = earlier?.lastGeneration ?? 0
  }

  /// A stamp later than every stamp handed out or seen so far.
  mutating func takeStamp() -> UInt64 {
    lastStamp += 1
    return lastStamp
  }

  /// The record for `key`, without changing the order.
  func record(for key: String) -> DiskRecord? {
    order.peek(key)
  }

  /// Inserts (or replaces) the record for `key` as the most recently used, with a new
  /// generation; its file holds its access stamp.
  mutating func insert(_ record: DiskRecord, for key: String) {
    remove(key)
    var record = record
    lastGeneration += 1
    record.generation = lastGeneration
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
    unwrittenStamps.remove(key)
    totalSize -= record.size
    return record
  }

  /// Makes `key` the most recently used, with a new access stamp kept in memory until
  /// ``takeUnwrittenStamps()``.
  mutating func touch(_ key: String) {
    guard let slot = order.slot(of: key) else { return }
    let stamp = takeStamp()
    order.moveToFront(slot)
    order.update(at: slot) { $0.accessStamp = stamp }
    unwrittenStamps.insert(key)
  }

  /// Whether some access stamps are newer in memory than in their files.
  var hasUnwrittenStamps: Bool { !unwrittenStamps.isEmpty }

  /// The file names and stamps to write back, forgetting them.
  mutating func takeUnwrittenStamps() -> [(fileName: String, stamp: UInt64)] {
    defer { unwrittenStamps = [] }
    return unwrittenStamps.compactMap { key in
      order.peek(key).map { ($0.fileName, $0.accessStamp) }
    }
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
