import Testing

@testable import CairnImages

/// A small valid indexed picture to break in different ways.
private func sample() -> TestPNG {
  var picture = TestPNG(
    width: 4, height: 3, colorType: 3, bitDepth: 2, samples: [0, 1, 2, 3, 3, 2, 1, 0, 0, 0, 1, 1])
  picture.palette = [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)]
  return picture
}

/// The chunks of a file as (type, data), for rebuilding it in another order.
private func chunks(of file: [UInt8]) -> [(String, [UInt8])] {
  var result: [(String, [UInt8])] = []
  var offset = 8
  while offset + 12 <= file.count {
    let length = file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
    result.append((type, Array(file[(offset + 8)..<(offset + 8 + length)])))
    offset += 12 + length
  }
  return result
}

/// A file made of `chunks` after the signature.
private func file(_ chunks: [(String, [UInt8])]) -> [UInt8] {
  TestPNG.signature + chunks.flatMap { TestPNG.chunk($0.0, $0.1) }
}

private func expectRefusal(
  _ bytes: [UInt8], _ expected: PNGError, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(throws: expected, sourceLocation: sourceLocation) { try PNGDecoder.decode(bytes) }
}

@Suite("PNG decoder refusals", .timeLimit(.minutes(2)))
struct PNGDecoderRefusalTests {
  @Test("bytes that are not a PNG, and every truncation of a valid file")
  func refusesNonPNGAndTruncations() {
    expectRefusal([], .notPNG)
    expectRefusal(Array("GIF89a.....".utf8), .notPNG)
    let valid = sample().encoded
    #expect((try? PNGDecoder.decode(valid)) != nil)
    for length in 8..<valid.count {
      expectRefusal(Array(valid.prefix(length)), .truncated)
    }
  }

  @Test("a changed byte anywhere in a chunk fails its CRC")
  func refusesBadChecksums() {
    let valid = sample().encoded
    let parsed = chunks(of: valid)
    var offset = 8
    for (type, data) in parsed {
      for position in (offset + 4)..<(offset + 12 + data.count) {
        var damaged = valid
        damaged[position] ^= 0x10
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(damaged) }
        if position >= offset + 8 { #expect(error == .checksumMismatch(chunk: type)) }
      }
      offset += 12 + data.count
    }
  }

  @Test("chunks out of order, unknown critical chunks, malformed chunk types and lengths")
  func refusesChunkStructure() {
    let parts = chunks(of: sample().encoded)
    let (header, palette, data, end) = (parts[0], parts[1], parts[2], parts[3])
    expectRefusal(file([palette, header, data, end]), .misplacedChunk("PLTE"))
    expectRefusal(file([header, header, palette, data, end]), .misplacedChunk("IHDR"))
    expectRefusal(file([header, data, palette, end]), .misplacedChunk("PLTE"))
    expectRefusal(file([header, palette, palette, data, end]), .misplacedChunk("PLTE"))
    expectRefusal(
      file([header, palette, ("tRNS", [0]), data, ("tRNS", [0]), end]), .misplacedChunk("tRNS"))
    expectRefusal(file([header, ("tRNS", [0]), palette, data, end]), .misplacedChunk("tRNS"))
    expectRefusal(file([header, palette, data, ("tEXt", []), data, end]), .misplacedChunk("IDAT"))
    expectRefusal(file([header, palette, ("ABCD", []), data, end]), .unknownCriticalChunk("ABCD"))
    expectRefusal(file([header, palette, ("ab1D", []), data, end]), .invalidChunkType)
    expectRefusal(file([header, palette, end]), .missingImageData)
    expectRefusal(file([header, data, end]), .invalidPalette)
    expectRefusal(file([header, palette, data, ("IEND", [0])]), .badChunkLength(chunk: "IEND"))
    expectRefusal(file([header, palette, data]), .truncated)
    var huge = file([header])
    huge += TestPNG.bigEndian(0x8000_0000) + Array("IDAT".utf8) + [0, 0, 0, 0]
    expectRefusal(huge, .badChunkLength(chunk: "IDAT"))
    #expect((try? PNGDecoder.decode(file([header, palette, ("abCD", []), data, end]))) != nil)
    #expect((try? PNGDecoder.decode(file([header, palette, data, end]) + [1, 2, 3])) != nil)
  }

  @Test(
    "headers the format forbids",
    arguments: [
      (0, 1, UInt8(0), UInt8(8), UInt8(0), UInt8(0), UInt8(0)), (1, 0, 0, 8, 0, 0, 0),
      (0x8000_0000, 1, 0, 8, 0, 0, 0), (1, 1, 1, 8, 0, 0, 0), (1, 1, 7, 8, 0, 0, 0),
      (1, 1, 2, 4, 0, 0, 0), (1, 1, 3, 16, 0, 0, 0), (1, 1, 0, 3, 0, 0, 0), (1, 1, 6, 1, 0, 0, 0),
      (1, 1, 0, 8, 1, 0, 0), (1, 1, 0, 8, 0, 1, 0), (1, 1, 0, 8, 0, 0, 2),
    ])
  func refusesInvalidHeaders(
    _ fields: (Int, Int, UInt8, UInt8, UInt8, UInt8, UInt8)
  ) {
    let (width, height, colorType, bitDepth, compression, filter, interlace) = fields
    let header =
      TestPNG.bigEndian(width) + TestPNG.bigEndian(height)
      + [bitDepth, colorType, compression, filter, interlace]
    let error = #expect(throws: PNGError.self) {
      try PNGDecoder.decode(file([("IHDR", header), ("IDAT", [0]), ("IEND", [])]))
    }
    guard case .invalidHeader = error else {
      Issue.record("expected invalidHeader, got \(String(describing: error))")
      return
    }
    expectRefusal(file([("IHDR", header + [0])]), .badChunkLength(chunk: "IHDR"))
  }

  @Test("palettes and transparency of the wrong size or for the wrong colour type")
  func refusesBadPalettesAndTransparency() {
    var tooManyEntries = sample()
    tooManyEntries.palette = Array(repeating: (1, 2, 3), count: 5)
    expectRefusal(tooManyEntries.encoded, .invalidPalette)
    var greyWithPalette = TestPNG(width: 1, height: 1, colorType: 0, bitDepth: 8, samples: [0])
    greyWithPalette.palette = [(1, 2, 3)]
    expectRefusal(greyWithPalette.encoded, .invalidPalette)
    let parts = chunks(of: sample().encoded)
    expectRefusal(file([parts[0], ("PLTE", [1, 2, 3, 4]), parts[2], parts[3]]), .invalidPalette)
    expectRefusal(file([parts[0], ("PLTE", []), parts[2], parts[3]]), .invalidPalette)
    var tooMuchAlpha = sample()
    tooMuchAlpha.transparency = [1, 2, 3, 4, 5]
    expectRefusal(tooMuchAlpha.encoded, .invalidTransparency)
    var rgbaWithKey = TestPNG(
      width: 1, height: 1, colorType: 6, bitDepth: 8, samples: [1, 2, 3, 4])
    rgbaWithKey.transparency = [0, 0, 0, 0, 0, 0]
    expectRefusal(rgbaWithKey.encoded, .invalidTransparency)
    var greyWithShortKey = TestPNG(width: 1, height: 1, colorType: 0, bitDepth: 8, samples: [0])
    greyWithShortKey.transparency = [0]
    expectRefusal(greyWithShortKey.encoded, .invalidTransparency)
  }

  @Test("a pixel whose palette entry does not exist")
  func refusesPaletteIndexOutOfRange() {
    var picture = sample()
    picture.palette = [(0, 0, 0), (255, 0, 0)]
    expectRefusal(picture.encoded, .paletteIndexOutOfRange(2))
  }

  @Test("pictures above the pixel limit are refused from the header, before inflating")
  func refusesOversizedPictures() {
    let header = TestPNG.bigEndian(5_000) + TestPNG.bigEndian(5_000) + [8, 6, 0, 0, 0]
    let bomb = file([("IHDR", header), ("IDAT", [0xFF]), ("IEND", [])])
    expectRefusal(bomb, .tooLarge(width: 5_000, height: 5_000, limit: PNGDecoder.defaultPixelLimit))
    let picture = sample().encoded
    #expect(throws: PNGError.tooLarge(width: 4, height: 3, limit: 11)) {
      try PNGDecoder.decode(picture, pixelLimit: 11)
    }
    #expect((try? PNGDecoder.decode(picture, pixelLimit: 12)) != nil)
    let widest = Int(Int32.max)
    let largest = TestPNG.bigEndian(widest) + TestPNG.bigEndian(widest) + [16, 6, 0, 0, 0]
    expectRefusal(
      file([("IHDR", largest), ("IDAT", [0]), ("IEND", [])]),
      .tooLarge(width: widest, height: widest, limit: PNGDecoder.defaultPixelLimit))
    #expect(
      throws: PNGError.tooLarge(width: widest, height: widest, limit: PNGDecoder.largestPixelLimit)
    ) {
      try PNGDecoder.decode(
        file([("IHDR", largest), ("IDAT", [0]), ("IEND", [])]), pixelLimit: .max)
    }
    let wide = TestPNG.bigEndian(1 << 29) + TestPNG.bigEndian(2) + [16, 6, 0, 0, 1]
    expectRefusal(
      file([("IHDR", wide), ("IDAT", [0]), ("IEND", [])]),
      .tooLarge(width: 1 << 29, height: 2, limit: PNGDecoder.defaultPixelLimit))
    #expect(
      throws: PNGError.tooLarge(width: 1 << 29, height: 2, limit: PNGDecoder.largestPixelLimit)
    ) {
      try PNGDecoder.decode(file([("IHDR", wide), ("IDAT", [0]), ("IEND", [])]), pixelLimit: .max)
    }
  }

  @Test("image data that is corrupt, too short, too long or badly filtered")
  func refusesBadImageData() {
    let parts = chunks(of: sample().encoded)
    let (header, palette, end) = (parts[0], parts[1], parts[3])
    let rows = sample().filteredScanlines
    func withData(_ data: [UInt8]) -> [UInt8] { file([header, palette, ("IDAT", data), end]) }
    expectRefusal(withData([0x78, 0x9C, 0xFF, 0xFF, 0xFF]), .corruptImageData)
    expectRefusal(withData(Array(TestPNG.compress(rows).dropLast(4))), .corruptImageData)
    expectRefusal(withData(TestPNG.compress(Array(rows.dropLast(2)))), .imageDataTooShort)
    expectRefusal(withData(TestPNG.compress(rows + [0])), .imageDataTooLong)
    var badFilter = rows
    badFilter[2] = 5
    expectRefusal(withData(TestPNG.compress(badFilter)), .invalidFilter(5))
    let bomb = TestPNG.compress([UInt8](repeating: 0, count: 10_000_000))
    expectRefusal(withData(bomb), .imageDataTooLong)
  }
}
