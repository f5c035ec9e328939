import Foundation

extension DiskCache {
  /// Whether an unexpired entry is filed for `key`, without reading it or changing the order.
  public nonisolated(nonsending) func contains(_ key: String) async -> Bool {
    guard let record = shared.withLock({ $0.index.record(for: key) }) else { return false }
    return !record.isExpired(at: configuration.clock())
  }

  /// The data stored for `key`, which becomes the most recently used entry; `nil` when
  /// absent, expired (the entry is deleted) or damaged (the entry is deleted).
  ///
  /// Runs on the caller's executor: one lookup under the lock, one read of the file, both
  /// checksums, and the order of use updated in memory.
  public nonisolated(nonsending) func data(for key: String) async -> Data? {
    read(key, includingExpired: false)?.data
  }

  /// The entry stored for `key`, which becomes the most recently used.
  /// - Parameter includingExpired: Whether to return an expired entry (marked
  ///   ``DiskCacheEntry/isExpired``) instead of deleting it; lets a caller fall back to stale
  ///   content.
  public nonisolated(nonsending) func entry(
    for key: String, includingExpired: Bool = false
  ) async -> DiskCacheEntry? {
    read(key, includingExpired: includingExpired)
  }

  /// Reads, checks and returns the entry for `key`; removes it when it is expired (unless
  /// asked for), unreadable or damaged, provided it is still the entry that was looked up.
  nonisolated func read(_ key: String, includingExpired: Bool) -> DiskCacheEntry? {
    let now = configuration.clock()
    guard let record = shared.withLock({ $0.index.record(for: key) }) else { return nil }
    let isExpired = record.isExpired(at: now)
    if isExpired, !includingExpired {
      discard(key, ifStill: record.generation, reporting: .expired(key: key))
      return nil
    }
    let file: EntryBuffer
    do {
      file = try files.read(record.fileName, expectedSize: record.size)
    } catch {
      discard(key, ifStill: record.generation, reporting: nil)
      return nil
    }
    let payloadOffset: Int
    do throws(DiskCacheCorruption) {
      payloadOffset = try EntryFile.check(file.bytes, expectedKey: key).payloadOffset
      guard file.count == record.size else { throw DiskCacheCorruption.wrongLength }
    } catch {
      let event = DiskCacheEvent.removedCorruptEntry(
        key: key, fileName: record.fileName, reason: error)
      discard(key, ifStill: record.generation, reporting: event)
      return nil
    }
    noteUse(of: key, generation: record.generation, at: now)
    return DiskCacheEntry(
      data: file.data(from: payloadOffset), storedAt: record.storedAt,
      expiresAt: record.expiresAt, isExpired: isExpired)
  }

  /// Deletes the file of `key` and forgets it, if the entry is still of `generation` (any
  /// generation when `nil`) and no new file is being written for it; reports `event` when it
  /// did. Returns whether the entry is gone.
  @discardableResult
  nonisolated func discard(
    _ key: String, ifStill generation: UInt64?, reporting event: DiskCacheEvent?
  ) -> Bool {
    let files = self.files
    let gone = shared.withLock { state in
      guard let record = state.index.record(for: key),
        generation == nil || record.generation == generation,
        !state.writing.contains(key),
        files.delete(record.fileName)
      else { return false }
      state.index.remove(key)
      return true
    }
    if gone, let event { configuration.onEvent(event) }
    return gone
  }
}
