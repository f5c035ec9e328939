import CairnImages
import DimoAPI
import DimoDomain

/// A profile picture as uploaded, checked through to its end before it is stored: a PNG that
/// decodes fully with nothing after its `IEND`, or a JPEG with a sound frame header that ends
/// with its end-of-image marker — either at most ``DimoRules/maxProfileImageSide`` pixels each
/// way. The first bytes alone would let a file be a picture's signature followed by a script.
enum UploadedPicture {
  /// The kind of `bytes` when they are such a picture.
  /// - Throws: a 415 ``DimoRefusal`` for bytes that are not a PNG or JPEG or do not read to
  ///   their end, a 422 for a picture larger than the limit.
  static func check(_ bytes: [UInt8]) throws(DimoRefusal) -> ProfileImageFolder.Kind {
    guard let kind = ProfileImageFolder.Kind(bytes: bytes) else {
      throw DimoRefusal(415, DimoMessages.notAnImage)
    }
    guard let header = ImageHeader(reading: bytes) else {
      throw DimoRefusal(415, DimoMessages.damagedImage)
    }
    let side = DimoRules.maxProfileImageSide
    guard header.width <= side, header.height <= side else {
      throw .unprocessable(DimoMessages.imageTooLarge)
    }
    let isWhole =
      switch kind {
      case .png: isWholePNG(bytes, pixelLimit: side * side)
      case .jpg: JPEGFrameCheck.isWhole(bytes, maxSide: side)
      }
    guard isWhole else { throw DimoRefusal(415, DimoMessages.damagedImage) }
    return kind
  }

  /// True when the PNG decodes and its `IEND` chunk is its last byte (the decoder itself
  /// ignores what follows `IEND`).
  private static func isWholePNG(_ bytes: [UInt8], pixelLimit: Int) -> Bool {
    guard (try? PNGDecoder.decode(bytes, pixelLimit: pixelLimit)) != nil else { return false }
    return endOfIEND(bytes) == bytes.count
  }

  /// The offset just past the `IEND` chunk, walking the chunks by their lengths.
  private static func endOfIEND(_ bytes: [UInt8]) -> Int? {
    var offset = 8
    while bytes.count - offset >= 12 {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = bytes[(offset + 4)..<(offset + 8)]
      let next = offset + 12 + length
      guard next <= bytes.count else { return nil }
      if type.elementsEqual("IEND".utf8) { return next }
      offset = next
    }
    return nil
  }
}
