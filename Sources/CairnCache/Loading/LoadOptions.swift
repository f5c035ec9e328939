/// How one ``DataLoader/load(_:options:fetch:)`` uses the caches: which layers it reads and
/// writes, and whether it may fetch at all.
public struct LoadOptions: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: Int

  /// Options from their raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Does not look in the memory layer.
  public static let skipMemoryReads = LoadOptions(rawValue: 1 << 0)
  /// Does not store the value in the memory layer.
  public static let skipMemoryWrites = LoadOptions(rawValue: 1 << 1)
  /// Does not look in the disk layer.
  public static let skipDiskReads = LoadOptions(rawValue: 1 << 2)
  /// Does not store the fetched bytes in the disk layer.
  public static let skipDiskWrites = LoadOptions(rawValue: 1 << 3)
  /// Never fetches: a value in neither layer fails with ``DataLoaderError/notCached(key:)``
  /// (or returns an expired disk entry as ``LoadSource/staleDisk`` when the loader allows
  /// stale content).
  public static let cacheOnly = LoadOptions(rawValue: 1 << 4)

  /// Leaves the memory layer alone, reading and writing.
  public static let skipMemory: LoadOptions = [.skipMemoryReads, .skipMemoryWrites]
  /// Leaves the disk layer alone, reading and writing.
  public static let skipDisk: LoadOptions = [.skipDiskReads, .skipDiskWrites]
  /// Fetches even when a layer holds the value, then stores the fresh value in both layers.
  public static let reloadIgnoringCache: LoadOptions = [.skipMemoryReads, .skipDiskReads]
}

/// Why a ``DataLoader`` load failed without fetching.
public enum DataLoaderError: Error, Sendable, Equatable {
  /// A ``LoadOptions/cacheOnly`` load found no value for `key` in the layers it reads.
  case notCached(key: String)
}
