import Foundation

extension DiskCache {
  /// Removes the entry for `key`; returns whether there was one and it is gone.
  @discardableResult
  public func remove(_ key: String) -> Bool {
    discard(key, ifStill: nil, reporting: .removed(key: key))
  }

  /// Removes every entry (entries whose files cannot be deleted stay, and stay counted).
  public func removeAll() {
    for key in keysByRecency {
      discard(key, ifStill: nil, reporting: .removed(key: key))
    }
  }

  /// Deletes every expired entry; returns how many were deleted.
  @discardableResult
  public func removeExpired() -> Int {
    let now = configuration.clock()
    let expired = shared.withLock { state in
      state.index.order.keysFromMostRecent.compactMap { key in
        state.index.record(for: key).flatMap { $0.isExpired(at: now) ? key : nil }
      }
    }
    return expired.filter { discard($0, ifStill: nil, reporting: .expired(key: $0)) }.count
  }
}
