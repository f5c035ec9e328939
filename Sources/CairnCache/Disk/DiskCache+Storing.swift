import Foundation

extension DiskCache {
  /// Stores `data` for `key` as the most recently used entry, replacing any earlier one.
  ///
  /// Least recently used entries are evicted first until the new file fits within the size
  /// limit. A value whose file alone exceeds the limit is rejected without evicting anything
  /// else, and the key's previous entry is removed. When the folder has been deleted behind
  /// the cache's back, it is created again, the entries that went with it are forgotten
  /// (``DiskCacheEvent/recreatedFolder(forgotten:)``), and the write is tried once more.
  /// - Parameter ttl: How long the entry lives; the configuration's default when `nil`.
  /// - Throws: ``DiskCacheError``.
  public func store(_ data: Data, for key: String, ttl: Duration? = nil) throws(DiskCacheError) {
    let now = configuration.clock()
    let expiresAt = (ttl ?? configuration.defaultTTL).map {
      now.addingTimeInterval($0.timeInterval)
    }
    var file = EntryFile.encode(
      key: key, payload: data, storedAt: now, expiresAt: expiresAt, accessStamp: 0)
    do {
      try write(&file, for: key, storedAt: now, expiresAt: expiresAt)
    } catch .writeFailed(let reason) where !files.exists {
      try recreateFolder(after: reason)
      try write(&file, for: key, storedAt: now, expiresAt: expiresAt)
    }
    writeBackStampsIfDue(at: now)
  }

  /// Makes room for `file`, writes it to a temporary file and renames it into place, then
  /// files its record.
  private func write(
    _ file: inout Data, for key: String, storedAt: Date, expiresAt: Date?
  ) throws(DiskCacheError) {
    let (name, stamp) = try reserve(file.count, for: key)
    EntryFile.setAccessStamp(stamp, in: &file)
    do {
      let temporaryName = try files.writeTemporaryFile(file)
      configuration.onEvent(.wroteTemporaryFile(key: key, size: file.count))
      do {
        try files.rename(temporaryName, to: name)
      } catch {
        files.delete(temporaryName)
        throw error
      }
    } catch {
      shared.withLock { _ = $0.writing.remove(key) }
      throw DiskCacheError.writeFailed(String(describing: error))
    }
    let record = DiskRecord(
      fileName: name, size: file.count, storedAt: storedAt, expiresAt: expiresAt,
      accessStamp: stamp)
    shared.withLock { state in
      state.index.insert(record, for: key)
      state.writing.remove(key)
    }
    configuration.onEvent(.stored(key: key, size: file.count))
  }

  /// Evicts until `size` more bytes fit, marks `key` as being written, and returns its file
  /// name and a new access stamp; rejects a file larger than the whole limit.
  private func reserve(_ size: Int, for key: String) throws(DiskCacheError)
    -> (name: String, stamp: UInt64)
  {
    let hash = configuration.hash(key)
    let files = self.files
    var events: [DiskCacheEvent] = []
    let reserved = shared.withLock { state -> Result<(String, UInt64), DiskCacheError> in
      let limit = state.sizeLimit
      guard size <= limit else {
        if let record = state.index.record(for: key), files.delete(record.fileName) {
          state.index.remove(key)
          events.append(.removed(key: key))
        }
        events.append(.rejected(key: key, size: size))
        return .failure(.entryTooLarge(size: size, limit: limit))
      }
      let fits = Self.evict(from: &state.index, files: files, report: { events.append($0) }) {
        $0.totalSize + size <= limit
      }
      guard fits else {
        return .failure(
          .insufficientSpace(needed: size, available: limit - state.index.totalSize))
      }
      state.writing.insert(key)
      return .success((state.index.fileName(for: key, hash: hash), state.index.takeStamp()))
    }
    report(events)
    return try reserved.get()
  }

  /// Creates the folder again after it vanished, and forgets every entry that is not in it.
  private func recreateFolder(after reason: String) throws(DiskCacheError) {
    let index: DiskIndex
    do {
      try files.createIfMissing()
      let earlier = shared.withLock { $0.index }
      let limit = shared.withLock { $0.sizeLimit }
      index = try Self.scan(
        files, configuration: configuration, sizeLimit: limit, continuing: earlier)
    } catch {
      throw .writeFailed("\(reason); recreating the folder failed: \(error)")
    }
    let forgotten = shared.withLock { state in
      defer { state.index = index }
      return state.index.order.count - index.order.count
    }
    configuration.onEvent(.recreatedFolder(forgotten: forgotten))
  }
}
