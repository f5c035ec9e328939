import Foundation

extension DiskCache {
  /// How a disk cache behaves: its size limit, default lifetime, clock and hooks.
  public struct Configuration: Sendable {
    /// The most bytes the cache's files may take, counting headers and any file being
    /// written. It holds at every moment, not after a later sweep. This is the limit the cache
    /// opens with; ``DiskCache/setSizeLimit(_:)`` changes it while the cache runs.
    public var sizeLimit: Int

    /// How long an entry lives when ``DiskCache/store(_:for:ttl:)`` gives no lifetime;
    /// entries never expire when `nil`.
    public var defaultTTL: Duration?

    /// The current time; inject a fixed clock in tests.
    public var clock: @Sendable () -> Date

    /// Names files after keys. Must be stable across runs; collisions are handled.
    public var hash: @Sendable (String) -> UInt64

    /// How often, at most, reads write the order of use kept in memory back to the entry
    /// files (``DiskCache/flush()`` writes it at once). Only the order a later cache on the
    /// same folder starts from depends on it.
    public var accessWriteBackInterval: Duration

    /// Called after each change to the folder (for logging or tests), never while the cache
    /// holds its lock: on the cache's actor for the changes it makes, on a reader's executor
    /// for an entry that reader found expired or damaged.
    public var onEvent: @Sendable (DiskCacheEvent) -> Void

    /// Creates a configuration.
    /// - Parameters:
    ///   - sizeLimit: The most bytes the cache's files may take (150 MB by default).
    ///   - defaultTTL: The lifetime of entries stored without one (never expire by default).
    ///   - clock: The current time.
    ///   - hash: Names files after keys (64-bit FNV-1a by default).
    ///   - accessWriteBackInterval: How often reads write the order of use back (5 s).
    ///   - onEvent: Called after each change to the folder.
    public init(
      sizeLimit: Int = 150 * 1024 * 1024,
      defaultTTL: Duration? = nil,
      clock: @escaping @Sendable () -> Date = { Date() },
      hash: @escaping @Sendable (String) -> UInt64 = StableHash.fnv1a64,
      accessWriteBackInterval: Duration = .seconds(5),
      onEvent: @escaping @Sendable (DiskCacheEvent) -> Void = { _ in }
    ) {
      self.sizeLimit = max(0, sizeLimit)
      self.defaultTTL = defaultTTL
      self.clock = clock
      self.hash = hash
      self.accessWriteBackInterval = accessWriteBackInterval
      self.onEvent = onEvent
    }
  }
}

/// A change a disk cache made to its folder, reported through
/// ``DiskCache/Configuration/onEvent``.
public enum DiskCacheEvent: Sendable, Equatable {
  /// An entry file of `size` bytes was written (as a temporary file, about to be renamed).
  case wroteTemporaryFile(key: String, size: Int)
  /// The entry for `key` was stored; its file takes `size` bytes.
  case stored(key: String, size: Int)
  /// The least recently used entry was evicted to make room.
  case evicted(key: String, size: Int)
  /// An expired entry was deleted.
  case expired(key: String)
  /// An entry was removed on request, or because a value replacing it was rejected.
  case removed(key: String)
  /// A value was rejected because its entry (`size` bytes) is larger than the size limit.
  case rejected(key: String, size: Int)
  /// A damaged entry file was deleted (`key` is `nil` when found on open).
  case removedCorruptEntry(key: String?, fileName: String, reason: DiskCacheCorruption)
  /// A temporary file left over from a crash was deleted on open.
  case removedTemporaryFile(fileName: String)
  /// The folder had been deleted behind the cache's back: a store created it again, and the
  /// cache forgot the `forgotten` entries that went with it.
  case recreatedFolder(forgotten: Int)
}

/// Why a disk cache could not store a value.
public enum DiskCacheError: Error, Sendable, Equatable {
  /// The entry (`size` bytes with its header) is larger than the whole cache (`limit`).
  case entryTooLarge(size: Int, limit: Int)
  /// No room could be made: older entries could not be deleted.
  case insufficientSpace(needed: Int, available: Int)
  /// Writing the entry file failed.
  case writeFailed(String)
}

/// An entry read back from a disk cache.
public struct DiskCacheEntry: Sendable, Equatable {
  /// The stored bytes.
  public let data: Data
  /// When the entry was stored.
  public let storedAt: Date
  /// When the entry expires (never when `nil`).
  public let expiresAt: Date?
  /// Whether the entry had expired when it was read (only returned when asked for).
  public let isExpired: Bool
}

extension Duration {
  /// The duration in seconds, as a `TimeInterval`.
  @usableFromInline
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
