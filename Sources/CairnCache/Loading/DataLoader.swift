import Foundation

/// Loads values by key from memory, then disk, then the network, keeping both caches filled,
/// and shares one fetch among all concurrent callers of the same key.
///
/// - A memory hit returns at once, on the caller's executor, with no suspension. Otherwise the
///   callers of one key (and the same options) share a single disk read and, on a miss, a
///   single fetch; each caller's cancellation ends only its own wait, and the shared work is
///   cancelled only when every caller has gone. ``mergesIdenticalLoads`` turns the sharing off.
/// - A disk hit is promoted to memory; fetched data is decoded, then stored in both layers.
/// - With ``allowsStaleOnFailure``, a failed fetch falls back to an expired disk entry
///   (``LoadSource/staleDisk``), so an app can show what it saw before while the server is
///   unreachable. Stale values are not promoted to memory, so the next load fetches again.
/// - ``LoadOptions`` choose, per load, to reload ignoring the caches, to return cached data
///   only, or to skip a layer.
public final class DataLoader<Value: Sendable>: Sendable {
  /// The memory layer.
  public let memory: MemoryCache<String, Value>

  /// The disk layer, if any.
  public let disk: DiskCache?

  /// How long fetched values live in both layers; when `nil`, memory entries get the memory
  /// cache's default lifetime and disk entries the disk cache's.
  public let ttl: Duration?

  /// Whether a failed fetch may return an expired disk entry instead of throwing.
  public let allowsStaleOnFailure: Bool

  /// Whether concurrent loads of one key with the same options share one disk read and one
  /// fetch (the default), or each run their own.
  public let mergesIdenticalLoads: Bool

  let clock: @Sendable () -> Date
  let decode: @Sendable (Data) throws -> Value
  let coalescer = LoadCoalescer<LoadFlightKey, Loaded<Value>>()

  /// Creates a loader over the given layers.
  /// - Parameters:
  ///   - memory: The memory layer.
  ///   - disk: The disk layer (none by default).
  ///   - ttl: How long fetched values live.
  ///   - allowsStaleOnFailure: Whether a failed fetch may return an expired disk entry.
  ///   - mergesIdenticalLoads: Whether concurrent loads of one key share their work.
  ///   - clock: The current time, for memory expiry dates.
  ///   - decode: Turns stored or fetched bytes into a value; a disk entry that fails to decode
  ///     is removed and fetched again.
  public init(
    memory: MemoryCache<String, Value>,
    disk: DiskCache? = nil,
    ttl: Duration? = nil,
    allowsStaleOnFailure: Bool = false,
    mergesIdenticalLoads: Bool = true,
    clock: @escaping @Sendable () -> Date = { Date() },
    decode: @escaping @Sendable (Data) throws -> Value
  ) {
    self.memory = memory
    self.disk = disk
    self.ttl = ttl
    self.allowsStaleOnFailure = allowsStaleOnFailure
    self.mergesIdenticalLoads = mergesIdenticalLoads
    self.clock = clock
    self.decode = decode
  }

  /// The value for `key`, from the first layer that has it, else from `fetch`.
  ///
  /// Inlinable and run on the caller's executor, so a memory hit costs about what
  /// ``MemoryCache/value(for:)`` does.
  /// - Parameter options: Which layers to read and write, and whether to fetch at all.
  /// - Throws: The fetch's or the decoder's error (unless a stale entry may be returned),
  ///   ``DataLoaderError/notCached(key:)`` for a ``LoadOptions/cacheOnly`` miss, or
  ///   `CancellationError` when this caller is cancelled.
  @inlinable
  public nonisolated(nonsending) func load(
    _ key: String, options: LoadOptions = [],
    fetch: @escaping @Sendable () async throws -> Data
  ) async throws -> Loaded<Value> {
    if !options.contains(.skipMemoryReads), let value = memory.value(for: key) {
      return Loaded(value: value, source: .memory)
    }
    return try await loadMissing(key, options: options, fetch: fetch)
  }

  /// How many callers are waiting for a shared load of `key` right now (for diagnostics).
  public func waitingCallerCount(for key: String) -> Int {
    coalescer.waiterCount { $0.key == key }
  }
}

extension DataLoader where Value == Data {
  /// Creates a loader of raw bytes.
  /// - Parameters:
  ///   - memory: The memory layer.
  ///   - disk: The disk layer (none by default).
  ///   - ttl: How long fetched values live.
  ///   - allowsStaleOnFailure: Whether a failed fetch may return an expired disk entry.
  ///   - mergesIdenticalLoads: Whether concurrent loads of one key share their work.
  ///   - clock: The current time, for memory expiry dates.
  public convenience init(
    memory: MemoryCache<String, Data>,
    disk: DiskCache? = nil,
    ttl: Duration? = nil,
    allowsStaleOnFailure: Bool = false,
    mergesIdenticalLoads: Bool = true,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      memory: memory, disk: disk, ttl: ttl, allowsStaleOnFailure: allowsStaleOnFailure,
      mergesIdenticalLoads: mergesIdenticalLoads, clock: clock, decode: { $0 })
  }
}
