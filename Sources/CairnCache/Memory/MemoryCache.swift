import Foundation

/// An in-memory cache that keeps the most recently used values within a count limit and a
/// total-cost limit.
///
/// Both limits hold after every insert: inserting evicts least recently used entries first.
/// Reading a value makes it the most recently used. A value whose cost alone exceeds the cost
/// limit (or the per-entry limit) is not stored. Every operation is O(1) and synchronous, and
/// the cache can be shared by any number of tasks and threads.
///
/// The hit path is inlinable: a client's cache of concrete types runs specialized code, one
/// hash of the key and a few array writes under a lock.
public final class MemoryCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `state` is only touched while holding `lock`.
  @usableFromInline let lock = NSLock()
  @usableFromInline var state: MemoryCacheState<Key, Value>
  @usableFromInline let costOf: @Sendable (Value) -> Int
  @usableFromInline let clock: @Sendable () -> Date
  @usableFromInline let lifetime: TimeInterval?

  /// How long a value stored without an expiry date lives; values never expire when `nil`.
  public let defaultTTL: Duration?

  /// Creates an empty cache in which each value costs 0 unless an insert says otherwise.
  /// - Parameters:
  ///   - countLimit: The most entries to keep (no limit by default).
  ///   - costLimit: The most total cost to keep; by default a share of the machine's physical
  ///     memory (``MemoryCacheDefaults/costLimit``).
  ///   - entryCostLimit: The most one entry may cost (no limit beyond `costLimit` by default).
  ///   - defaultTTL: How long values stored without an expiry date live (forever by default).
  ///   - clock: The current time, used only for entries with an expiry date.
  public convenience init(
    countLimit: Int = .max,
    costLimit: Int = MemoryCacheDefaults.costLimit,
    entryCostLimit: Int = .max,
    defaultTTL: Duration? = nil,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      countLimit: countLimit, costLimit: costLimit, entryCostLimit: entryCostLimit,
      defaultTTL: defaultTTL, clock: clock, cost: { _ in 0 })
  }

  /// Creates an empty cache that measures each value with `cost`.
  /// - Parameters:
  ///   - countLimit: The most entries to keep (no limit by default).
  ///   - costLimit: The most total cost to keep; by default a share of the machine's physical
  ///     memory (``MemoryCacheDefaults/costLimit``), which suits a cost in bytes.
  ///   - entryCostLimit: The most one entry may cost (no limit beyond `costLimit` by default).
  ///   - defaultTTL: How long values stored without an expiry date live (forever by default).
  ///   - clock: The current time, used only for entries with an expiry date.
  ///   - cost: The cost of a value when an insert gives none; for example `{ $0.count }` to
  ///     limit a cache of `Data` by bytes.
  public init(
    countLimit: Int = .max,
    costLimit: Int = MemoryCacheDefaults.costLimit,
    entryCostLimit: Int = .max,
    defaultTTL: Duration? = nil,
    clock: @escaping @Sendable () -> Date = { Date() },
    cost: @escaping @Sendable (Value) -> Int
  ) {
    state = MemoryCacheState(
      countLimit: countLimit, costLimit: costLimit, entryCostLimit: entryCostLimit)
    self.defaultTTL = defaultTTL
    lifetime = defaultTTL?.timeInterval
    self.clock = clock
    costOf = cost
  }

  /// The value for `key`, which becomes the most recently used; `nil` if absent or expired.
  @inlinable
  public func value(for key: Key) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return state.hit(key, clock: clock)
  }

  /// Whether the cache holds an unexpired value for `key`, without changing the order.
  @inlinable
  public func contains(_ key: Key) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = state.index.peek(key) else { return false }
    guard let expiresAt = entry.expiresAt else { return true }
    return clock() < expiresAt
  }

  /// Stores `value` for `key` as the most recently used entry, evicting least recently used
  /// entries until every limit holds.
  ///
  /// A value that cannot fit (its cost is above ``costLimit`` or ``entryCostLimit``, or
  /// ``countLimit`` is 0) is not stored, and the key's previous value is removed so that no
  /// reader gets the value the caller meant to replace.
  /// - Parameters:
  ///   - cost: The value's cost; the cost function given at creation when `nil`. Negative
  ///     costs count as 0.
  ///   - expiresAt: When the value stops being returned; ``defaultTTL`` from now when `nil`.
  /// - Returns: Whether the value was stored.
  @inlinable
  @discardableResult
  public func setValue(_ value: Value, for key: Key, cost: Int? = nil, expiresAt: Date? = nil)
    -> Bool
  {
    let cost = max(0, cost ?? costOf(value))
    let expiresAt = expiresAt ?? lifetime.map { clock().addingTimeInterval($0) }
    let entry = MemoryCacheState<Key, Value>.Entry(value: value, cost: cost, expiresAt: expiresAt)
    lock.lock()
    defer { lock.unlock() }
    return state.insert(entry, for: key)
  }

  /// Removes the value for `key`; returns it if it was there.
  @discardableResult
  public func removeValue(for key: Key) -> Value? {
    lock.withLock { state.remove(key)?.value }
  }

  /// Removes every entry.
  public func removeAll() {
    lock.withLock {
      state.index.removeAll()
      state.totalCost = 0
    }
  }
}
