import Foundation

extension DiskCache {
  /// Changes the size limit; lowering it evicts the least recently used entries at once.
  public func setSizeLimit(_ limit: Int) {
    let limit = max(0, limit)
    evict { state in
      state.sizeLimit = limit
      return { $0.totalSize <= limit }
    }
  }

  /// Evicts the least recently used entries until the files take at most `size` bytes; the
  /// limit stays.
  public func trim(toSize size: Int) {
    evict { _ in { $0.totalSize <= max(0, size) } }
  }

  /// Evicts the least recently used entries until at most `count` remain.
  public func trim(toCount count: Int) {
    evict { _ in { $0.order.count <= max(0, count) } }
  }

  /// Evicts under the lock until the condition made by `prepare` (which may change the state
  /// first) holds, then reports the evictions.
  private func evict(_ prepare: (inout DiskCacheState) -> (DiskIndex) -> Bool) {
    let files = self.files
    var events: [DiskCacheEvent] = []
    shared.withLock { state in
      let isDone = prepare(&state)
      _ = Self.evict(from: &state.index, files: files, report: { events.append($0) }, until: isDone)
    }
    report(events)
  }
}
