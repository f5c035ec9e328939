import Foundation

/// A real PNG made in the test: an 8-bit RGB image of one colour, its pixels in stored
/// (uncompressed) deflate blocks, every chunk with its CRC — what any decoder reads.
public enum TestPNG {
  /// The file's bytes for an image of `width`×`height` pixels.
  public static func make(width: Int, height: Int, red: UInt8 = 200, green: UInt8 = 80)
    -> Data
  {
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, no filter, no interlace.
    var pixels: [UInt8] = []
    for _ in 0..<height {
      pixels.append(0)  // The row's filter: none.
      for _ in 0..<width { pixels += [red, green, 120] }
    }
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk("IHDR", header)
    file += chunk("IDAT", zlibStored(pixels))
    file += chunk("IEND", [])
    return Data(file)
  }

  /// A PNG whose header declares `width`×`height` pixels followed by the data of a 1×1
  /// picture, every CRC right: the header alone says it is too large.
  public static func declaring(width: Int, height: Int) -> Data {
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk("IHDR", header)
    file += chunk("IDAT", zlibStored([0, 1, 2, 3]))
    file += chunk("IEND", [])
    return Data(file)
  }

  /// `png` with a chunk of `type` holding `data` (its CRC right) put before its `IEND`.
  public static func inserting(_ type: String, _ data: [UInt8], into png: Data) -> Data {
    var bytes = [UInt8](png)
    bytes.insert(contentsOf: chunk(type, data), at: bytes.count - 12)
    return Data(bytes)
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// A zlib stream of stored blocks (at most 65,535 bytes each) and its Adler-32.
  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let isLast: UInt8 = offset + count == data.count ? 1 : 0
      out.append(isLast)
      out += [UInt8(count & 0xFF), UInt8(count >> 8)]
      out += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += data[offset..<(offset + count)]
      offset += count
    } while offset < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
