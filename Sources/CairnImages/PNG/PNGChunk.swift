/// One chunk of a PNG file: its four-letter type and its data, CRC checked.
struct PNGChunk {
  /// The type, such as "IHDR" or "IDAT".
  let type: String
  /// The chunk's data: a slice of the file's bytes.
  let data: ArraySlice<UInt8>

  /// Whether a decoder must understand the chunk to show the picture (an upper-case first
  /// letter); unknown ancillary chunks are skipped.
  var isCritical: Bool {
    type.utf8.first.map { $0 & 0x20 == 0 } ?? true
  }
}
