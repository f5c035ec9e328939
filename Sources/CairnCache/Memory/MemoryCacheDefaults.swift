import Foundation

/// Defaults of ``MemoryCache`` that depend on the machine.
public enum MemoryCacheDefaults {
  /// The default cost limit on this machine: ``costLimit(physicalMemory:)`` of its physical
  /// memory, meant for caches whose cost is in bytes.
  public static let costLimit = costLimit(physicalMemory: ProcessInfo.processInfo.physicalMemory)

  /// A cost limit in bytes for a machine with `physicalMemory` bytes: a tenth of the memory
  /// up to 1 GiB, a fifth above it, and never more than 512 MiB, so that a cache of decoded
  /// images holds a screenful or more on a small device and stays modest on a large one.
  public static func costLimit(physicalMemory: UInt64) -> Int {
    let share = physicalMemory <= 1 << 30 ? physicalMemory / 10 : physicalMemory / 5
    return Int(min(share, 512 << 20))
  }
}
