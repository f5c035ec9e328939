import Foundation

extension DiskCache {
  /// Writes the order of use kept in memory back to the entry files now, so that a cache
  /// opened next on this folder finds it. Reads do so on their own every
  /// ``Configuration/accessWriteBackInterval``, and the cache does when it goes away; call this
  /// before the process ends (when the app moves to the background, say).
  public func flush() {
    let now = configuration.clock()
    let stamps = shared.withLock { state in
      state.lastWriteBack = now
      return state.index.takeUnwrittenStamps()
    }
    Self.writeBack(stamps, to: files)
  }

  /// Marks `key` as just used, if its entry is still of `generation`, and writes the order of
  /// use back when it is due.
  nonisolated func noteUse(of key: String, generation: UInt64, at now: Date) {
    let interval = configuration.accessWriteBackInterval.timeInterval
    let due = shared.withLock { state -> [(fileName: String, stamp: UInt64)] in
      if state.index.record(for: key)?.generation == generation {
        state.index.touch(key)
      }
      guard now.timeIntervalSince(state.lastWriteBack) >= interval else { return [] }
      state.lastWriteBack = now
      return state.index.takeUnwrittenStamps()
    }
    Self.writeBack(due, to: files)
  }

  /// Writes the order of use back if the interval has passed since the last time.
  func writeBackStampsIfDue(at now: Date) {
    let interval = configuration.accessWriteBackInterval.timeInterval
    let due = shared.withLock { state -> [(fileName: String, stamp: UInt64)] in
      guard state.index.hasUnwrittenStamps,
        now.timeIntervalSince(state.lastWriteBack) >= interval
      else { return [] }
      state.lastWriteBack = now
      return state.index.takeUnwrittenStamps()
    }
    Self.writeBack(due, to: files)
  }

  /// Writes each stamp in place in its file's header. A file that is gone or unwritable is
  /// skipped: the order of use only decides which entry a later cache evicts first.
  static func writeBack(_ stamps: [(fileName: String, stamp: UInt64)], to files: EntryFolder) {
    for (fileName, stamp) in stamps {
      try? files.overwrite(
        fileName, at: EntryFile.accessStampOffset,
        with: withUnsafeBytes(of: stamp.littleEndian) { Array($0) })
    }
  }
}
