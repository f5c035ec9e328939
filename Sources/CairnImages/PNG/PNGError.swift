/// Why ``PNGDecoder`` refused some bytes. Every malformed, truncated, oversized or unsupported
/// input ends in one of these; the decoder never traps.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes do not start with the PNG signature.
  case notPNG
  /// The bytes end inside a chunk, or before the `IEND` chunk.
  case truncated
  /// A chunk's CRC does not match its type and data.
  case checksumMismatch(chunk: String)
  /// A chunk is where the format does not allow it (not `IHDR` first, `PLTE` after `IDAT`,
  /// `IDAT` chunks not consecutive, a second `IHDR`…).
  case misplacedChunk(String)
  /// A chunk's type is not four ASCII letters.
  case invalidChunkType
  /// A chunk has the wrong length for its type.
  case badChunkLength(chunk: String)
  /// A chunk the decoder must understand to show the picture but does not know.
  case unknownCriticalChunk(String)
  /// `IHDR` holds values the format forbids: a zero size, an unknown colour type, a bit depth
  /// the colour type does not allow, or an unknown compression, filter or interlace method.
  case invalidHeader(String)
  /// The picture has more pixels than the decoder was allowed to produce.
  case tooLarge(width: Int, height: Int, limit: Int)
  /// An indexed-colour picture without a `PLTE` chunk, or a palette of the wrong size.
  case invalidPalette
  /// A pixel refers to a palette entry that does not exist.
  case paletteIndexOutOfRange(Int)
  /// A `tRNS` chunk of the wrong size, or one the colour type does not allow.
  case invalidTransparency
  /// No `IDAT` chunk.
  case missingImageData
  /// zlib rejected the compressed image data (bad header, block or checksum).
  case corruptImageData
  /// The image data inflates to fewer bytes than the picture needs.
  case imageDataTooShort
  /// The image data inflates to more bytes than the picture needs.
  case imageDataTooLong
  /// A scanline starts with a filter type other than 0–4.
  case invalidFilter(UInt8)

  /// A sentence for logs and test messages.
  public var description: String {
    switch self {
    case .notPNG: "not a PNG file (no PNG signature)"
    case .truncated: "the PNG data ends early"
    case .checksumMismatch(let chunk): "the \(chunk) chunk's CRC does not match"
    case .misplacedChunk(let chunk): "the \(chunk) chunk is out of place"
    case .invalidChunkType: "a chunk type is not four ASCII letters"
    case .badChunkLength(let chunk): "the \(chunk) chunk has the wrong length"
    case .unknownCriticalChunk(let chunk): "unknown critical chunk \(chunk)"
    case .invalidHeader(let reason): "invalid IHDR: \(reason)"
    case .tooLarge(let width, let height, let limit):
      "\(width)×\(height) is more than the \(limit) pixels allowed"
    case .invalidPalette: "missing or invalid palette"
    case .paletteIndexOutOfRange(let index): "palette index \(index) is out of range"
    case .invalidTransparency: "invalid tRNS chunk"
    case .missingImageData: "no IDAT chunk"
    case .corruptImageData: "the compressed image data is corrupt"
    case .imageDataTooShort: "the image data is shorter than the picture"
    case .imageDataTooLong: "the image data is longer than the picture"
    case .invalidFilter(let type): "invalid scanline filter type \(type)"
    }
  }
}
