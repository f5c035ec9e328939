/// A small PNG encoder for the decoder's tests, written apart from the decoder: a picture given
/// as raw samples is packed, filtered (each row with a chosen filter), interlaced, compressed
/// with zlib and wrapped in chunks with their CRCs. Its parts can be replaced one by one to
/// make broken files.
struct TestPNG {
  /// Width in pixels.
  var width: Int
  /// Height in pixels.
  var height: Int
  /// The colour type byte: 0 grey, 2 RGB, 3 indexed, 4 grey and alpha, 6 RGBA.
  var colorType: UInt8
  /// Bits per sample.
  var bitDepth: Int
  /// Every sample, row by row, `samplesPerPixel` per pixel.
  var samples: [Int]
  /// Whether to write Adam7 passes.
  var isInterlaced = false
  /// The filter type of each row (0–4), or `nil` to cycle through all five.
  var filter: UInt8?
  /// `PLTE` entries as R, G, B.
  var palette: [(UInt8, UInt8, UInt8)]?
  /// The data of a `tRNS` chunk.
  var transparency: [UInt8]?
  /// Chunks written after the header (and palette), before the image data.
  var extraChunks: [(String, [UInt8])] = []
  /// The largest `IDAT` chunk; the image data is split across several when longer.
  var imageDataChunkSize = 1 << 20

  /// Samples per pixel for the colour type.
  var samplesPerPixel: Int {
    switch colorType {
    case 2: 3
    case 4: 2
    case 6: 4
    default: 1
    }
  }

  /// The whole file.
  var encoded: [UInt8] {
    var file = TestPNG.signature
    file += Self.chunk("IHDR", header)
    if let palette { file += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
    if let transparency { file += Self.chunk("tRNS", transparency) }
    for (type, data) in extraChunks { file += Self.chunk(type, data) }
    let compressed = Self.compress(filteredScanlines)
    for start in stride(from: 0, to: max(compressed.count, 1), by: imageDataChunkSize) {
      file += Self.chunk(
        "IDAT", Array(compressed[start..<min(compressed.count, start + imageDataChunkSize)]))
    }
    file += Self.chunk("IEND", [])
    return file
  }

  /// The 13 bytes of `IHDR`.
  var header: [UInt8] {
    Self.bigEndian(width) + Self.bigEndian(height) + [
      UInt8(bitDepth), colorType, 0, 0, isInterlaced ? 1 : 0,
    ]
  }

  /// The scanlines of every pass, each with its filter byte, before compression.
  var filteredScanlines: [UInt8] {
    var output: [UInt8] = []
    var rowNumber = 0
    for (xStart, yStart, xStep, yStep) in passOrigins {
      let columns = Array(stride(from: xStart, to: width, by: xStep))
      guard !columns.isEmpty else { continue }
      var previous: [UInt8]?
      for y in stride(from: yStart, to: height, by: yStep) {
        let raw = packedRow(y: y, columns: columns)
        let type = filter ?? UInt8(rowNumber % 5)
        output.append(type)
        output += Self.filtered(raw, above: previous, type: type, distance: filterDistance)
        previous = raw
        rowNumber += 1
      }
    }
    return output
  }

  /// The RGBA8 pixels a decoder must produce, worked out from the samples.
  var expectedPixels: [UInt8] {
    let maximum = (1 << bitDepth) - 1
    let eight = { (value: Int) in UInt8((Double(value) * 255 / Double(maximum)).rounded()) }
    let key = transparency.map { bytes in
      stride(from: 0, to: bytes.count - 1, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
    }
    var pixels: [UInt8] = []
    for pixel in 0..<(width * height) {
      let values = Array(samples[(pixel * samplesPerPixel)..<((pixel + 1) * samplesPerPixel)])
      switch colorType {
      case 0:
        pixels +=
          [eight(values[0]), eight(values[0]), eight(values[0])] + [key == values ? 0 : 255]
      case 2: pixels += values.map(eight) + [key == values ? 0 : 255]
      case 3:
        let entry = palette?[values[0]] ?? (0, 0, 0)
        let alpha = transparency.flatMap { values[0] < $0.count ? $0[values[0]] : nil } ?? 255
        pixels += [entry.0, entry.1, entry.2, alpha]
      case 4: pixels += [eight(values[0]), eight(values[0]), eight(values[0]), eight(values[1])]
      default: pixels += values.map(eight)
      }
    }
    return pixels
  }

  private var filterDistance: Int { max(1, samplesPerPixel * bitDepth / 8) }

  private var passOrigins: [(Int, Int, Int, Int)] {
    isInterlaced
      ? [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
      ]
      : [(0, 0, 1, 1)]
  }

  /// The samples of the given columns of row `y`, packed most significant bit first.
  private func packedRow(y: Int, columns: [Int]) -> [UInt8] {
    var bytes: [UInt8] = []
    var bitsUsed = 0
    for x in columns {
      for channel in 0..<samplesPerPixel {
        let value = samples[(y * width + x) * samplesPerPixel + channel]
        switch bitDepth {
        case 16: bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
        case 8: bytes.append(UInt8(value))
        default:
          if bitsUsed % 8 == 0 { bytes.append(0) }
          bytes[bytes.count - 1] |= UInt8(value << (8 - bitDepth - bitsUsed % 8))
          bitsUsed += bitDepth
        }
      }
    }
    return bytes
  }
}
