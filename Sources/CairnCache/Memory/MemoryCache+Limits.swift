extension MemoryCache {
  /// How many entries the cache holds.
  public var count: Int {
    lock.withLock { state.index.count }
  }

  /// The sum of the costs of the entries the cache holds.
  public var totalCost: Int {
    lock.withLock { state.totalCost }
  }

  /// Every key, most recently used first.
  public var keysByRecency: [Key] {
    lock.withLock { state.index.keysFromMostRecent }
  }

  /// The most entries the cache holds. Lowering it evicts the least recently used entries at
  /// once.
  public var countLimit: Int {
    get { lock.withLock { state.countLimit } }
    set {
      lock.withLock {
        state.countLimit = max(0, newValue)
        state.enforceLimits()
      }
    }
  }

  /// The most total cost the cache holds. Lowering it evicts the least recently used entries
  /// at once.
  public var costLimit: Int {
    get { lock.withLock { state.costLimit } }
    set {
      lock.withLock {
        state.costLimit = max(0, newValue)
        state.enforceLimits()
      }
    }
  }

  /// The most one entry may cost: a value costing more is not stored. Lowering it removes the
  /// entries that cost more at once.
  public var entryCostLimit: Int {
    get { lock.withLock { state.entryCostLimit } }
    set {
      lock.withLock {
        state.entryCostLimit = max(0, newValue)
        state.enforceLimits()
      }
    }
  }

  /// Evicts the least recently used entries until at most `count` remain; the limits stay.
  public func trim(toCount count: Int) {
    lock.withLock { state.trim(toCount: count) }
  }

  /// Evicts the least recently used entries until their total cost is at most `cost`; the
  /// limits stay.
  public func trim(toCost cost: Int) {
    lock.withLock { state.trim(toCost: cost) }
  }
}
