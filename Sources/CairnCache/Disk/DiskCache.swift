import Foundation

/// A cache of `Data` on disk: one file per entry in a folder, least recently used entries
/// evicted first, with lifetimes, and a size limit that holds at every moment.
///
/// - Each entry file has a header (magic, version, key, dates, payload length, checksums), so
///   a damaged file is detected on read, deleted and reported as a miss.
/// - Writes are atomic: a temporary file in the same folder, then a rename. Room for the whole
///   file is made *before* it is written, so the folder never holds more than the size limit,
///   not even for an instant.
/// - Every change that adds bytes runs on this actor, so the limit holds between any two
///   operations. Reads run on the caller's executor (no actor hop): the index they consult is
///   behind a lock, and they only ever remove what they found damaged, expired or gone.
/// - The order of use changes in memory on every read and is written back to the files in
///   batches (``Configuration/accessWriteBackInterval``, ``flush()``, and when the cache goes
///   away); a new cache on the same folder finds the entries, their sizes and that order.
///   Temporary files left by a crash are deleted.
/// - A folder deleted while the cache is open (an OS purging caches) is created again by the
///   next store, which forgets the entries that went with it.
///
/// The folder should belong to the cache alone, and to one cache instance at a time.
public actor DiskCache {
  /// The folder holding the entry files.
  public nonisolated let folder: URL

  /// How the cache behaves (``sizeLimit`` holds the size limit now in force).
  public nonisolated let configuration: Configuration

  nonisolated let files: EntryFolder
  nonisolated let shared: Protected<DiskCacheState>

  /// Opens the cache in `folder`, creating the folder if needed, and indexes the entries
  /// already there. Damaged entries and leftover temporary files are deleted; if the entries
  /// exceed the size limit, the least recently used are evicted.
  /// - Throws: When the folder cannot be created or listed.
  public init(folder: URL, configuration: Configuration = Configuration()) throws {
    self.folder = folder
    self.configuration = configuration
    files = try EntryFolder(path: folder.path(percentEncoded: false))
    let index = try Self.scan(
      files, configuration: configuration, sizeLimit: configuration.sizeLimit)
    shared = Protected(
      DiskCacheState(
        index: index, sizeLimit: configuration.sizeLimit, lastWriteBack: configuration.clock()))
  }

  deinit {
    Self.writeBack(shared.withLock { $0.index.takeUnwrittenStamps() }, to: files)
  }

  /// The total size of the entry files, in bytes.
  public var totalSize: Int { shared.withLock { $0.index.totalSize } }

  /// How many entries the cache holds (expired ones included until they are read or swept).
  public var count: Int { shared.withLock { $0.index.order.count } }

  /// Every key, most recently used first.
  public var keysByRecency: [String] { shared.withLock { $0.index.order.keysFromMostRecent } }

  /// The size limit now in force: ``Configuration/sizeLimit`` until ``setSizeLimit(_:)``.
  public var sizeLimit: Int { shared.withLock { $0.sizeLimit } }

  /// Reports `events` through the configuration's hook, after the lock is released.
  nonisolated func report(_ events: [DiskCacheEvent]) {
    for event in events { configuration.onEvent(event) }
  }
}
