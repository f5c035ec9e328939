/// The IHDR facts of a PNG file, or nil when the bytes are not a PNG.
struct PNGHeader: Equatable {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  let width: Int
  let height: Int
  let bitDepth: UInt8
  let colorType: UInt8

  /// Checks the signature, that the first chunk is a 13-byte IHDR, and that the file ends with
  /// an IEND chunk.
  init?(_ bytes: [UInt8]) {
    guard bytes.count >= 8 + 25 + 12, Array(bytes[0..<8]) == Self.signature,
      Self.uint32(bytes, at: 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8),
      Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == Array("IEND".utf8)
    else { return nil }
    width = Self.uint32(bytes, at: 16)
    height = Self.uint32(bytes, at: 20)
    bitDepth = bytes[24]
    colorType = bytes[25]
    guard width > 0, height > 0 else { return nil }
  }

  private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }
}
