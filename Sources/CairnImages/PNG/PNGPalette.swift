/// The colours of an indexed picture: `PLTE`'s entries, with `tRNS`'s alpha when there is one.
struct PNGPalette {
  /// Number of entries, 1 to 256.
  let count: Int
  /// R, G, B, A of every possible index (256 × 4 bytes); entries past `count` stay zero and are
  /// never used, since a pixel with such an index is refused.
  private(set) var table: [UInt8]

  /// Reads a `PLTE` chunk: 1 to 256 entries of three bytes, opaque, at most `2^bitDepth` of
  /// them for an indexed picture.
  init(_ data: ArraySlice<UInt8>, header: PNGHeader) throws(PNGError) {
    count = data.count / 3
    guard data.count % 3 == 0, (1...256).contains(count) else { throw .invalidPalette }
    guard header.colorType != .indexed || count <= 1 << header.bitDepth else {
      throw .invalidPalette
    }
    table = [UInt8](repeating: 0, count: 256 * 4)
    for entry in 0..<count {
      let source = data.startIndex + entry * 3
      table[entry * 4] = data[source]
      table[entry * 4 + 1] = data[source + 1]
      table[entry * 4 + 2] = data[source + 2]
      table[entry * 4 + 3] = 255
    }
  }

  /// Applies a `tRNS` chunk: the alpha of the first entries, at most one per entry.
  mutating func applyTransparency(_ data: ArraySlice<UInt8>) throws(PNGError) {
    guard data.count <= count else { throw .invalidTransparency }
    for (entry, alpha) in data.enumerated() {
      table[entry * 4 + 3] = alpha
    }
  }
}
