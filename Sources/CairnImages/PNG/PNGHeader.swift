/// The contents of a PNG's `IHDR` chunk, checked: the picture's size, colour type, bit depth
/// and whether it is interlaced.
struct PNGHeader {
  /// Width in pixels, 1 to 2³¹ − 1.
  let width: Int
  /// Height in pixels, 1 to 2³¹ − 1.
  let height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16, as the colour type allows.
  let bitDepth: Int
  /// What the samples mean.
  let colorType: PNGColorType
  /// Whether the scanlines come in Adam7's seven passes.
  let isInterlaced: Bool

  /// Reads and checks an `IHDR` chunk's 13 bytes.
  init(_ data: ArraySlice<UInt8>) throws(PNGError) {
    guard data.count == 13 else { throw .badChunkLength(chunk: "IHDR") }
    let start = data.startIndex
    width = PNGChunkReader.bigEndian32(data, at: start)
    height = PNGChunkReader.bigEndian32(data, at: start + 4)
    bitDepth = Int(data[start + 8])
    guard (1...PNGChunkReader.maximumChunkLength).contains(width),
      (1...PNGChunkReader.maximumChunkLength).contains(height)
    else { throw .invalidHeader("size \(width)×\(height)") }
    guard let colorType = PNGColorType(rawValue: data[start + 9]) else {
      throw .invalidHeader("colour type \(data[start + 9])")
    }
    self.colorType = colorType
    guard colorType.allowedBitDepths.contains(bitDepth) else {
      throw .invalidHeader("bit depth \(bitDepth) for colour type \(colorType.rawValue)")
    }
    guard data[start + 10] == 0 else { throw .invalidHeader("compression method") }
    guard data[start + 11] == 0 else { throw .invalidHeader("filter method") }
    guard data[start + 12] <= 1 else { throw .invalidHeader("interlace method") }
    isInterlaced = data[start + 12] == 1
  }

  /// Bits per pixel: samples × bit depth.
  var bitsPerPixel: Int { colorType.samplesPerPixel * bitDepth }

  /// The byte distance a filter looks back to: one pixel, or one byte below 8 bits a pixel.
  var filterDistance: Int { max(1, bitsPerPixel / 8) }

  /// Bytes of one scanline of `pixels` pixels, without its filter-type byte.
  func scanlineByteCount(pixels: Int) -> Int {
    (pixels * bitsPerPixel + 7) / 8
  }
}
