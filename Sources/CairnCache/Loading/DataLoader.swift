import Foundation

/// Loads values by key from memory, then disk, then the network, keeping both caches filled,
/// and shares one fetch among all concurrent callers of the same key.
///
/// - A memory hit returns at once. Otherwise the callers of one key share a single disk read
///   and, on a miss, a single fetch; each caller's cancellation ends only its own wait, and the
///   shared work is cancelled only when every caller has gone.
/// - A disk hit is promoted to memory; fetched data is decoded, then stored in both layers.
/// - With ``allowsStaleOnFailure``, a failed fetch falls back to an expired disk entry
///   (``LoadSource/staleDisk``), so an app can show what it saw before while the server is
///   unreachable. Stale values are not promoted to memory, so the next load fetches again.
public final class DataLoader<Value: Sendable>: Sendable {
  /// The memory layer.
  public let memory: MemoryCache<String, Value>

  /// The disk layer, if any.
  public let disk: DiskCache?

  /// How long fetched values live in both layers; when `nil`, memory entries never expire and
  /// disk entries get the disk cache's default lifetime.
  public let ttl: Duration?

  /// Whether a failed fetch may return an expired disk entry instead of throwing.
  public let allowsStaleOnFailure: Bool

  private let clock: @Sendable () -> Date
  private let decode: @Sendable (Data) throws -> Value
  private let coalescer = LoadCoalescer<String, Loaded<Value>>()

  /// Creates a loader over the given layers.
  /// - Parameters:
  ///   - memory: The memory layer.
  ///   - disk: The disk layer (none by default).
  ///   - ttl: How long fetched values live.
  ///   - allowsStaleOnFailure: Whether a failed fetch may return an expired disk entry.
  ///   - clock: The current time, for memory expiry dates.
  ///   - decode: Turns stored or fetched bytes into a value; a disk entry that fails to decode
  ///     is removed and fetched again.
  public init(
    memory: MemoryCache<String, Value>,
    disk: DiskCache? = nil,
    ttl: Duration? = nil,
    allowsStaleOnFailure: Bool = false,
    clock: @escaping @Sendable () -> Date = { Date() },
    decode: @escaping @Sendable (Data) throws -> Value
  ) {
    self.memory = memory
    self.disk = disk
    self.ttl = ttl
    self.allowsStaleOnFailure = allowsStaleOnFailure
    self.clock = clock
    self.decode = decode
  }

  /// The value for `key`, from the first layer that has it, else from `fetch`.
  /// - Throws: The fetch's or the decoder's error (unless a stale entry may be returned), or
  ///   `CancellationError` when this caller is cancelled.
  public func load(
    _ key: String, fetch: @escaping @Sendable () async throws -> Data
  ) async throws -> Loaded<Value> {
    if let value = memory.value(for: key) {
      return Loaded(value: value, source: .memory)
    }
    return try await coalescer.run(key) { [self] in
      try await loadMissing(key, fetch: fetch)
    }
  }

  /// How many callers are waiting for the shared load of `key` right now (for diagnostics).
  public func waitingCallerCount(for key: String) -> Int {
    coalescer.waiterCount(for: key)
  }

  private func loadMissing(
    _ key: String, fetch: @Sendable () async throws -> Data
  ) async throws -> Loaded<Value> {
    var stale: Value?
    if let disk, let entry = await disk.entry(for: key, includingExpired: allowsStaleOnFailure) {
      if let value = try? decode(entry.data) {
        guard entry.isExpired else {
          memory.setValue(value, for: key, expiresAt: entry.expiresAt)
          return Loaded(value: value, source: .disk)
        }
        stale = value
      } else {
        await disk.remove(key)
      }
    }
    let data: Data
    do {
      data = try await fetch()
    } catch {
      if let stale, !Task.isCancelled {
        return Loaded(value: stale, source: .staleDisk)
      }
      throw error
    }
    let value = try decode(data)
    memory.setValue(
      value, for: key, expiresAt: ttl.map { clock().addingTimeInterval($0.timeInterval) })
    if let disk {
      try? await disk.store(data, for: key, ttl: ttl)
    }
    return Loaded(value: value, source: .network)
  }
}

extension DataLoader where Value == Data {
  /// Creates a loader of raw bytes.
  /// - Parameters:
  ///   - memory: The memory layer.
  ///   - disk: The disk layer (none by default).
  ///   - ttl: How long fetched values live.
  ///   - allowsStaleOnFailure: Whether a failed fetch may return an expired disk entry.
  ///   - clock: The current time, for memory expiry dates.
  public convenience init(
    memory: MemoryCache<String, Data>,
    disk: DiskCache? = nil,
    ttl: Duration? = nil,
    allowsStaleOnFailure: Bool = false,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      memory: memory, disk: disk, ttl: ttl, allowsStaleOnFailure: allowsStaleOnFailure,
      clock: clock, decode: { $0 })
  }
}
