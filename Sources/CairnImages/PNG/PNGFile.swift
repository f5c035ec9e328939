/// What a PNG file's chunks say about its pixels, read in order and checked: the header, the
/// palette and transparency, and the compressed image data of all `IDAT` chunks joined.
///
/// `IHDR` must come first; `PLTE` and `tRNS` before the image data; the `IDAT` chunks one after
/// another; `IEND` last (bytes after it are ignored). Unknown ancillary chunks are skipped, an
/// unknown critical one is refused.
struct PNGFile {
  /// The checked `IHDR`.
  let header: PNGHeader
  /// The palette of an indexed picture (a suggested palette of an RGB picture is ignored).
  private(set) var palette: PNGPalette?
  /// The transparent colour of a grey or RGB picture.
  private(set) var transparentColor: PNGTransparentColor?
  /// The zlib stream of the image data.
  private(set) var compressedData: [UInt8] = []

  /// Reads the chunks of `bytes`.
  /// - Parameter pixelLimit: the largest width × height accepted, checked as soon as the header
  ///   is read, before anything is inflated.
  init(_ bytes: [UInt8], pixelLimit: Int) throws(PNGError) {
    var reader = try PNGChunkReader(bytes)
    let first = try reader.next()
    guard first.type == "IHDR" else { throw .misplacedChunk(first.type) }
    header = try PNGHeader(first.data)
    guard header.width * header.height <= pixelLimit else {
      throw .tooLarge(width: header.width, height: header.height, limit: pixelLimit)
    }
    var sawTransparency = false
    var imageDataState = ImageDataState.notYet
    while true {
      let chunk = try reader.next()
      if imageDataState == .reading, chunk.type != "IDAT" { imageDataState = .done }
      switch chunk.type {
      case "IEND":
        guard chunk.data.isEmpty else { throw .badChunkLength(chunk: "IEND") }
        guard imageDataState != .notYet else { throw .missingImageData }
        guard header.colorType != .indexed || palette != nil else { throw .invalidPalette }
        return
      case "IDAT":
        guard imageDataState != .done else { throw .misplacedChunk("IDAT") }
        imageDataState = .reading
        compressedData.append(contentsOf: chunk.data)
      case "PLTE":
        guard imageDataState == .notYet, palette == nil, !sawTransparency else {
          throw .misplacedChunk("PLTE")
        }
        try readPalette(chunk.data)
      case "tRNS":
        guard imageDataState == .notYet, !sawTransparency else { throw .misplacedChunk("tRNS") }
        sawTransparency = true
        try readTransparency(chunk.data)
      case "IHDR":
        throw .misplacedChunk("IHDR")
      default:
        guard !chunk.isCritical else { throw .unknownCriticalChunk(chunk.type) }
      }
    }
  }

  /// Where the reader is relative to the run of `IDAT` chunks.
  private enum ImageDataState {
    case notYet, reading, done
  }

  private mutating func readPalette(_ data: ArraySlice<UInt8>) throws(PNGError) {
    switch header.colorType {
    case .grey, .greyAlpha: throw .invalidPalette
    case .indexed: palette = try PNGPalette(data, header: header)
    case .rgb, .rgba: _ = try PNGPalette(data, header: header)
    }
  }

  private mutating func readTransparency(_ data: ArraySlice<UInt8>) throws(PNGError) {
    if header.colorType == .indexed {
      guard palette != nil else { throw .misplacedChunk("tRNS") }
      try palette?.applyTransparency(data)
    } else {
      transparentColor = try PNGTransparentColor(data, colorType: header.colorType)
    }
  }
}
