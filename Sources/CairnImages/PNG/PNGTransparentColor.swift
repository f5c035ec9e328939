/// The one colour a `tRNS` chunk makes fully transparent in a grey or RGB picture, compared with
/// the samples as stored (before they are scaled to 8 bits).
enum PNGTransparentColor: Equatable {
  /// The grey sample value that is transparent.
  case grey(Int)
  /// The red, green and blue sample values that are transparent.
  case rgb(Int, Int, Int)

  /// Reads a `tRNS` chunk of a grey (2 bytes) or RGB (6 bytes) picture.
  /// - Throws: ``PNGError/invalidTransparency`` for another size or colour type (the chunk of an
  ///   indexed picture is read by ``PNGPalette``; pictures with alpha may not have one).
  init(_ data: ArraySlice<UInt8>, colorType: PNGColorType) throws(PNGError) {
    let values = stride(from: data.startIndex, to: data.endIndex - 1, by: 2).map {
      Int(data[$0]) << 8 | Int(data[$0 + 1])
    }
    switch colorType {
    case .grey where data.count == 2: self = .grey(values[0])
    case .rgb where data.count == 6: self = .rgb(values[0], values[1], values[2])
    default: throw .invalidTransparency
    }
  }
}
