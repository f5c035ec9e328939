import CCairnZlib

/// Reads a PNG file's chunks one after another, checking the signature first and every chunk's
/// length, type and CRC.
struct PNGChunkReader {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The largest chunk length the format allows (2³¹ − 1).
  static let maximumChunkLength = Int(Int32.max)

  private let bytes: [UInt8]
  private var offset: Int

  /// A reader positioned after the signature.
  /// - Throws: ``PNGError/notPNG`` when the signature is missing.
  init(_ bytes: [UInt8]) throws(PNGError) {
    guard bytes.starts(with: Self.signature) else { throw .notPNG }
    self.bytes = bytes
    offset = Self.signature.count
  }

  /// The next chunk.
  /// - Throws: ``PNGError/truncated`` at the end of the bytes or in a cut chunk;
  ///   ``PNGError/invalidChunkType``, ``PNGError/badChunkLength(chunk:)`` or
  ///   ``PNGError/checksumMismatch(chunk:)`` for a damaged one.
  mutating func next() throws(PNGError) -> PNGChunk {
    guard bytes.count - offset >= 8 else { throw .truncated }
    let length = Self.bigEndian32(bytes, at: offset)
    let typeBytes = bytes[(offset + 4)..<(offset + 8)]
    guard typeBytes.allSatisfy(Self.isASCIILetter) else { throw .invalidChunkType }
    let type = String(decoding: typeBytes, as: UTF8.self)
    guard length <= Self.maximumChunkLength else { throw .badChunkLength(chunk: type) }
    let dataStart = offset + 8
    guard bytes.count - dataStart >= length + 4 else { throw .truncated }
    let dataEnd = dataStart + length
    let storedCRC = Self.bigEndian32(bytes, at: dataEnd)
    guard Self.crc(of: bytes[(offset + 4)..<dataEnd]) == storedCRC else {
      throw .checksumMismatch(chunk: type)
    }
    offset = dataEnd + 4
    return PNGChunk(type: type, data: bytes[dataStart..<dataEnd])
  }

  /// The unsigned big-endian 32-bit number at `index`; the caller checks that 4 bytes are there.
  static func bigEndian32<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int)
    -> Int
  where Bytes.Index == Int {
    (index..<(index + 4)).reduce(0) { $0 << 8 | Int(bytes[$1]) }
  }

  /// The CRC-32 of `bytes` (zlib's, which is the one PNG uses).
  static func crc(of bytes: ArraySlice<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      Int(UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, UInt32(buffer.count))))
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
