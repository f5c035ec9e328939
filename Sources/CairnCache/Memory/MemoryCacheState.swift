import Foundation

/// Everything a ``MemoryCache`` guards with its lock: the entries in their order of use, their
/// total cost and the limits. It takes no lock itself.
@usableFromInline
struct MemoryCacheState<Key: Hashable, Value> {
  /// One stored value.
  @usableFromInline
  struct Entry {
    @usableFromInline var value: Value
    @usableFromInline var cost: Int
    @usableFromInline var expiresAt: Date?

    @inlinable
    init(value: Value, cost: Int, expiresAt: Date?) {
      self.value = value
      self.cost = cost
      self.expiresAt = expiresAt
    }
  }

  @usableFromInline var index = LRUIndex<Key, Entry>()
  @usableFromInline var totalCost = 0
  @usableFromInline var countLimit: Int
  @usableFromInline var costLimit: Int
  @usableFromInline var entryCostLimit: Int

  @inlinable
  init(countLimit: Int, costLimit: Int, entryCostLimit: Int) {
    self.countLimit = max(0, countLimit)
    self.costLimit = max(0, costLimit)
    self.entryCostLimit = max(0, entryCostLimit)
  }

  /// The value for `key`, made the most recently used; `nil` when absent, or expired at
  /// `clock()` (then removed). Hashes the key once; reads the clock only for an entry with an
  /// expiry date.
  @inlinable
  mutating func hit(_ key: Key, clock: () -> Date) -> Value? {
    guard let slot = index.slot(of: key), let entry = index.payload(at: slot) else { return nil }
    if let expiresAt = entry.expiresAt, clock() >= expiresAt {
      remove(key)
      return nil
    }
    index.moveToFront(slot)
    return entry.value
  }

  /// Stores `entry` as the most recently used, evicting the least recently used entries until
  /// every limit holds; a value that cannot fit is not stored and removes the key's old value.
  @inlinable
  mutating func insert(_ entry: Entry, for key: Key) -> Bool {
    remove(key)
    guard entry.cost <= costLimit, entry.cost <= entryCostLimit, countLimit > 0 else {
      return false
    }
    while index.count >= countLimit || totalCost > costLimit - entry.cost {
      guard let oldest = index.leastRecentKey else { break }
      remove(oldest)
    }
    index.insert(entry, for: key)
    totalCost += entry.cost
    return true
  }

  /// Removes the entry for `key`; returns it.
  @inlinable
  @discardableResult
  mutating func remove(_ key: Key) -> Entry? {
    guard let entry = index.remove(key) else { return nil }
    totalCost -= entry.cost
    return entry
  }

  /// Evicts the least recently used entries until at most `count` remain and their total
  /// cost is at most `cost`.
  @usableFromInline
  mutating func trim(toCount count: Int = .max, toCost cost: Int = .max) {
    while index.count > max(0, count) || totalCost > max(0, cost) {
      guard let oldest = index.leastRecentKey else { break }
      remove(oldest)
    }
  }

  /// Evicts until the cache's own limits hold, and drops entries above the per-entry limit.
  @usableFromInline
  mutating func enforceLimits() {
    if entryCostLimit < costLimit {
      for key in index.keysFromMostRecent
      where (index.peek(key)?.cost ?? 0) > entryCostLimit {
        remove(key)
      }
    }
    trim(toCount: countLimit, toCost: costLimit)
  }
}
