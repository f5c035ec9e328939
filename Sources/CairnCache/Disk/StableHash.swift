import Foundation

/// Hashes that stay the same across runs, processes and platforms (unlike `Hasher`), for
/// naming files after keys.
public enum StableHash {
  /// The 64-bit FNV-1a hash of the UTF-8 bytes of `string`.
  public static func fnv1a64(_ string: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in string.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}
