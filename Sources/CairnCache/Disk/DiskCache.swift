import Foundation

/// A cache of `Data` on disk: one file per entry in a folder, least recently used entries
/// evicted first, with lifetimes, and a size limit that holds at every moment.
///
/// - Each entry file has a header (magic, version, key, dates, payload length, CRC-32), so a
///   damaged file is detected on read, deleted and reported as a miss.
/// - Writes are atomic: a temporary file in the same folder, then a rename. Room for the whole
///   file is made *before* it is written, so the folder never holds more than
///   ``Configuration/sizeLimit`` bytes, not even for an instant.
/// - Every change goes through this actor, so the limit holds between any two operations.
/// - A new cache on the same folder finds the earlier entries, their sizes and their order of
///   use; temporary files left by a crash are deleted.
///
/// The folder should belong to the cache alone, and to one cache instance at a time.
public actor DiskCache {
  /// The folder holding the entry files.
  public nonisolated let folder: URL

  /// How the cache behaves.
  public nonisolated let configuration: Configuration

  let files: EntryFolder
  var index: DiskIndex

  /// Opens the cache in `folder`, creating the folder if needed, and indexes the entries
  /// already there. Damaged entries and leftover temporary files are deleted; if the entries
  /// exceed the size limit, the least recently used are evicted.
  /// - Throws: When the folder cannot be created or listed.
  public init(folder: URL, configuration: Configuration = Configuration()) throws {
    self.folder = folder
    self.configuration = configuration
    files = try EntryFolder(path: folder.path(percentEncoded: false))
    index = try Self.scan(files, configuration: configuration)
  }

  /// The total size of the entry files, in bytes.
  public var totalSize: Int { index.totalSize }

  /// How many entries the cache holds (expired ones included until they are read or swept).
  public var count: Int { index.order.count }

  /// Every key, most recently used first.
  public var keysByRecency: [String] { index.order.keysFromMostRecent }

  /// Whether an unexpired entry is filed for `key`, without reading it or changing the order.
  public func contains(_ key: String) -> Bool {
    guard let record = index.record(for: key) else { return false }
    return !record.isExpired(at: configuration.clock())
  }

  /// The data stored for `key`, which becomes the most recently used entry; `nil` when
  /// absent, expired (the entry is deleted) or damaged (the entry is deleted).
  public func data(for key: String) -> Data? {
    entry(for: key)?.data
  }

  /// The entry stored for `key`, which becomes the most recently used.
  /// - Parameter includingExpired: Whether to return an expired entry (marked
  ///   ``DiskCacheEntry/isExpired``) instead of deleting it; lets a caller fall back to stale
  ///   content.
  public func entry(for key: String, includingExpired: Bool = false) -> DiskCacheEntry? {
    guard let record = index.record(for: key) else { return nil }
    let now = configuration.clock()
    let isExpired = record.isExpired(at: now)
    if isExpired, !includingExpired {
      discard(key, reporting: .expired(key: key))
      return nil
    }
    let file: Data
    do {
      file = try files.read(record.fileName)
    } catch {
      if files.delete(record.fileName) { index.remove(key) }
      return nil
    }
    let payload: Data
    do throws(DiskCacheCorruption) {
      payload = try EntryFile.decode(file, expectedKey: key).payload
      guard file.count == record.size else { throw DiskCacheCorruption.wrongLength }
    } catch {
      discard(
        key, reporting: .removedCorruptEntry(key: key, fileName: record.fileName, reason: error))
      return nil
    }
    if let stamp = index.touch(key) {
      try? files.overwrite(
        record.fileName, at: EntryFile.accessStampOffset, with: EntryFile.stampBytes(stamp))
    }
    return DiskCacheEntry(
      data: payload, storedAt: record.storedAt, expiresAt: record.expiresAt, isExpired: isExpired)
  }

  /// Stores `data` for `key` as the most recently used entry, replacing any earlier one.
  ///
  /// Least recently used entries are evicted first until the new file fits within the size
  /// limit. A value whose file alone exceeds the limit is rejected without evicting anything
  /// else, and the key's previous entry is removed.
  /// - Parameter ttl: How long the entry lives; the configuration's default when `nil`.
  /// - Throws: ``DiskCacheError``.
  public func store(_ data: Data, for key: String, ttl: Duration? = nil) throws {
    let now = configuration.clock()
    let expiresAt = (ttl ?? configuration.defaultTTL).map {
      now.addingTimeInterval($0.timeInterval)
    }
    let stamp = index.takeStamp()
    let file = EntryFile.encode(
      key: key, payload: data, storedAt: now, expiresAt: expiresAt, accessStamp: stamp)
    let limit = configuration.sizeLimit
    guard file.count <= limit else {
      discard(key, reporting: .removed(key: key))
      configuration.onEvent(.rejected(key: key, size: file.count))
      throw DiskCacheError.entryTooLarge(size: file.count, limit: limit)
    }
    try makeRoom(for: file.count)
    let name = index.fileName(for: key, hash: configuration.hash(key))
    let temporaryName: String
    do {
      temporaryName = try files.writeTemporaryFile(file)
      configuration.onEvent(.wroteTemporaryFile(key: key, size: file.count))
      do {
        try files.rename(temporaryName, to: name)
      } catch {
        files.delete(temporaryName)
        throw error
      }
    } catch {
      throw DiskCacheError.writeFailed(String(describing: error))
    }
    let record = DiskRecord(
      fileName: name, size: file.count, storedAt: now, expiresAt: expiresAt, accessStamp: stamp)
    index.insert(record, for: key)
    configuration.onEvent(.stored(key: key, size: file.count))
  }

  /// Removes the entry for `key`; returns whether there was one and it is gone.
  @discardableResult
  public func remove(_ key: String) -> Bool {
    discard(key, reporting: .removed(key: key))
  }

  /// Removes every entry (entries whose files cannot be deleted stay, and stay counted).
  public func removeAll() {
    for key in index.order.keysFromMostRecent {
      discard(key, reporting: .removed(key: key))
    }
  }

  /// Deletes every expired entry; returns how many were deleted.
  @discardableResult
  public func removeExpired() -> Int {
    let now = configuration.clock()
    var deleted = 0
    for key in index.order.keysFromMostRecent {
      guard let record = index.record(for: key), record.isExpired(at: now) else { continue }
      if discard(key, reporting: .expired(key: key)) { deleted += 1 }
    }
    return deleted
  }

  /// Evicts least recently used entries until `size` more bytes fit within the limit.
  private func makeRoom(for size: Int) throws {
    let limit = configuration.sizeLimit
    let report = configuration.onEvent
    let fits = Self.evict(from: &index, files: files, making: size, within: limit, report: report)
    guard fits else {
      throw DiskCacheError.insufficientSpace(needed: size, available: limit - index.totalSize)
    }
  }

  /// Deletes the file of `key` and forgets it; returns whether it is gone.
  @discardableResult
  private func discard(_ key: String, reporting event: DiskCacheEvent) -> Bool {
    guard let record = index.record(for: key), files.delete(record.fileName) else { return false }
    index.remove(key)
    configuration.onEvent(event)
    return true
  }
}
