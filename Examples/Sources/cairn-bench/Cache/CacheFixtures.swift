import Foundation

/// Shared pieces of the cache benchmarks: payloads, scratch folders and folder sizes.
enum CacheFixtures {
  /// A 2 KB payload, the size of a small JSON response or thumbnail.
  static let payload = payload(size: 2_048)

  /// `size` bytes of a repeating pattern.
  static func payload(size: Int) -> Data {
    Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
  }

  /// The 1,024 keys of the memory benchmarks.
  static let memoryKeys = (0..<1_024).map { "thumbnail-\($0)" }

  /// A new empty folder under the temporary directory; remove it when done.
  static func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-bench-\(name)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The regular files under `folder`: how many, their total length, and the space the file
  /// system allocated for them (whole blocks, as `du` counts).
  static func size(of folder: URL) -> (files: Int, bytes: Int, allocated: Int) {
    let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .totalFileAllocatedSizeKey]
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: keys)
    else { return (0, 0, 0) }
    var files = 0
    var bytes = 0
    var allocated = 0
    for case let url as URL in enumerator {
      guard let values = try? url.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true
      else { continue }
      files += 1
      bytes += values.fileSize ?? 0
      allocated += values.totalFileAllocatedSize ?? values.fileSize ?? 0
    }
    return (files, bytes, allocated)
  }
}

/// The baseline of the memory cache: a dictionary behind an `NSLock`, with no limits or
/// recency order.
final class LockedDictionary: @unchecked Sendable {
  // @unchecked Sendable: `storage` is only touched while holding `lock`.
  private let lock = NSLock()
  private var storage: [String: Data] = [:]

  /// The value stored for `key`.
  func value(for key: String) -> Data? {
    lock.withLock { storage[key] }
  }

  /// Stores `value` for `key`.
  func setValue(_ value: Data, for key: String) {
    lock.withLock { storage[key] = value }
  }
}
