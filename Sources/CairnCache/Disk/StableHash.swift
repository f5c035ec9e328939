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

/// The CRC-32 checksum (IEEE 802.3, as in zlib and PNG) that guards each disk entry.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? (value >> 1) ^ 0xedb8_8320 : value >> 1
    }
    return value
  }

  /// The checksum of `data`.
  static func checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { checksum($0) }
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    table.withUnsafeBufferPointer { table in
      var crc: UInt32 = 0xffff_ffff
      for byte in bytes {
        crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8)
      }
      return ~crc
    }
  }
}
