/// Decodes PNG files into ``RGBAImage``s: every colour type (grey, RGB, indexed, grey with alpha,
/// RGBA), every bit depth (1, 2, 4, 8, 16), all five scanline filters and Adam7 interlacing,
/// with `PLTE` and `tRNS`. Chunk CRCs are checked and the image data is inflated by the system
/// zlib.
///
/// Anything malformed, truncated, larger than the pixel limit or unsupported is refused with a
/// ``PNGError``; no input makes it trap (the tests feed it random and mutated files). Ancillary
/// chunks other than `tRNS` (gamma, colour profiles, text) are skipped, so colours are shown as
/// stored.
public enum PNGDecoder {
  /// The largest picture decoded unless the caller says otherwise: 16,777,216 pixels (4096 ×
  /// 4096), about 64 MB of RGBA.
  public static let defaultPixelLimit = 16_777_216
  /// The most pixels decoded whatever limit the caller gives: 2³⁰, so that every size the
  /// decoder works out fits in memory arithmetic and in zlib's 32-bit counts.
  public static let largestPixelLimit = 1 << 30

  /// Decodes a PNG file.
  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - pixelLimit: the largest width × height accepted (at most ``largestPixelLimit``); a
  ///     larger picture is refused from its header, before anything is allocated for it.
  /// - Throws: a ``PNGError`` saying what is wrong with the bytes.
  public static func decode(
    _ bytes: some Collection<UInt8>, pixelLimit: Int = defaultPixelLimit
  ) throws(PNGError) -> RGBAImage {
    let limit = min(pixelLimit, largestPixelLimit)
    let file = try PNGFile(bytes as? [UInt8] ?? Array(bytes), pixelLimit: limit)
    let header = file.header
    let passes = PNGPass.passes(for: header)
    let expectedCount = passes.reduce(0) {
      $0 + $1.height * (1 + header.scanlineByteCount(pixels: $1.width))
    }
    guard expectedCount < Int(UInt32.max), file.compressedData.count < Int(UInt32.max) else {
      throw .tooLarge(width: header.width, height: header.height, limit: limit)
    }
    var data = try PNGInflater.inflate(file.compressedData, expectedCount: expectedCount)
    var start = 0
    for pass in passes {
      let lineBytes = header.scanlineByteCount(pixels: pass.width)
      try PNGScanlineFilter.unfilter(
        &data, start: start, rows: pass.height, lineBytes: lineBytes,
        distance: header.filterDistance)
      start += pass.height * (lineBytes + 1)
    }
    let pixels = try convert(data, file: file, passes: passes)
    return RGBAImage(checkedWidth: header.width, height: header.height, pixels: pixels)
  }

  /// The RGBA8 pixels of the restored scanlines of every pass.
  private static func convert(
    _ data: [UInt8], file: PNGFile, passes: [PNGPass]
  ) throws(PNGError) -> [UInt8] {
    let header = file.header
    let converter = PNGPixelConverter(file)
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var badIndex: Int?
    data.withUnsafeBufferPointer { data in
      pixels.withUnsafeMutableBufferPointer { pixels in
        var line = 1
        for pass in passes {
          let stride = header.scanlineByteCount(pixels: pass.width) + 1
          for row in 0..<pass.height {
            badIndex = converter.convert(data, line: line, pass: pass, row: row, into: pixels)
            if badIndex != nil { return }
            line += stride
          }
        }
      }
    }
    if let badIndex { throw .paletteIndexOutOfRange(badIndex) }
    return pixels
  }
}
