import Foundation

/// An in-memory cache that keeps the most recently used values within a count limit and a
/// total-cost limit.
///
/// Both limits hold after every insert: inserting evicts least recently used entries first.
/// Reading a value makes it the most recently used. A value whose cost alone exceeds the cost
/// limit is not stored. Every operation is O(1) and synchronous, and the cache can be shared by
/// any number of tasks and threads.
public final class MemoryCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `index` and `storedCost` are only touched while holding `lock`.
  private struct Entry {
    var value: Value
    var cost: Int
    var expiresAt: Date?
  }

  private let lock = NSLock()
  private var index = LRUIndex<Key, Entry>()
  private var storedCost = 0
  private let costOf: @Sendable (Value) -> Int
  private let clock: @Sendable () -> Date

  /// The most entries the cache holds.
  public let countLimit: Int

  /// The most total cost the cache holds.
  public let costLimit: Int

  /// Creates an empty cache in which each value costs 0 unless an insert says otherwise.
  /// - Parameters:
  ///   - countLimit: The most entries to keep (no limit by default).
  ///   - costLimit: The most total cost to keep (no limit by default).
  ///   - clock: The current time, used only for entries stored with an expiry date.
  public convenience init(
    countLimit: Int = .max,
    costLimit: Int = .max,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(countLimit: countLimit, costLimit: costLimit, clock: clock, cost: { _ in 0 })
  }

  /// Creates an empty cache that measures each value with `cost`.
  /// - Parameters:
  ///   - countLimit: The most entries to keep (no limit by default).
  ///   - costLimit: The most total cost to keep (no limit by default).
  ///   - clock: The current time, used only for entries stored with an expiry date.
  ///   - cost: The cost of a value when an insert gives none; for example `{ $0.count }` to
  ///     limit a cache of `Data` by bytes.
  public init(
    countLimit: Int = .max,
    costLimit: Int = .max,
    clock: @escaping @Sendable () -> Date = { Date() },
    cost: @escaping @Sendable (Value) -> Int
  ) {
    self.countLimit = max(0, countLimit)
    self.costLimit = max(0, costLimit)
    self.clock = clock
    self.costOf = cost
  }

  /// How many entries the cache holds.
  public var count: Int {
    lock.withLock { index.count }
  }

  /// The sum of the costs of the entries the cache holds.
  public var totalCost: Int {
    lock.withLock { storedCost }
  }

  /// Every key, most recently used first.
  public var keysByRecency: [Key] {
    lock.withLock { index.keysFromMostRecent }
  }

  /// The value for `key`, which becomes the most recently used; `nil` if absent or expired.
  public func value(for key: Key) -> Value? {
    lock.withLock {
      guard let entry = index.peek(key) else { return nil }
      if let expiresAt = entry.expiresAt, clock() >= expiresAt {
        removeLocked(key)
        return nil
      }
      index.touch(key)
      return entry.value
    }
  }

  /// Whether the cache holds an unexpired value for `key`, without changing the order.
  public func contains(_ key: Key) -> Bool {
    lock.withLock {
      guard let entry = index.peek(key) else { return false }
      guard let expiresAt = entry.expiresAt else { return true }
      return clock() < expiresAt
    }
  }

  /// Stores `value` for `key` as the most recently used entry, evicting least recently used
  /// entries until both limits hold.
  ///
  /// A value that cannot fit (its cost is above ``costLimit``, or ``countLimit`` is 0) is not
  /// stored, and the key's previous value is removed so that no reader gets the value the
  /// caller meant to replace.
  /// - Parameters:
  ///   - cost: The value's cost; the cost function given at creation when `nil`. Negative
  ///     costs count as 0.
  ///   - expiresAt: When the value stops being returned (never when `nil`).
  /// - Returns: Whether the value was stored.
  @discardableResult
  public func setValue(_ value: Value, for key: Key, cost: Int? = nil, expiresAt: Date? = nil)
    -> Bool
  {
    let cost = max(0, cost ?? costOf(value))
    return lock.withLock {
      removeLocked(key)
      guard cost <= costLimit, countLimit > 0 else { return false }
      while index.count >= countLimit || storedCost > costLimit - cost {
        guard let oldest = index.leastRecentKey else { break }
        removeLocked(oldest)
      }
      index.insert(Entry(value: value, cost: cost, expiresAt: expiresAt), for: key)
      storedCost += cost
      return true
    }
  }

  /// Removes the value for `key`; returns it if it was there.
  @discardableResult
  public func removeValue(for key: Key) -> Value? {
    lock.withLock { removeLocked(key)?.value }
  }

  /// Removes every entry.
  public func removeAll() {
    lock.withLock {
      index.removeAll()
      storedCost = 0
    }
  }

  @discardableResult
  private func removeLocked(_ key: Key) -> Entry? {
    guard let entry = index.remove(key) else { return nil }
    storedCost -= entry.cost
    return entry
  }
}
