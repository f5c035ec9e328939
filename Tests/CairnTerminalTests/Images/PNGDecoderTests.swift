import Testing

@testable import CairnImages

/// Pictures of random samples in every colour type, bit depth, filter and interlacing, through
/// the tests' own encoder.
private func randomPicture(
  colorType: UInt8, bitDepth: Int, width: Int, height: Int, seed: UInt64
) -> TestPNG {
  var generator = SplitMix64(seed: seed)
  let maximum = (1 << bitDepth) - 1
  var picture = TestPNG(
    width: width, height: height, colorType: colorType, bitDepth: bitDepth, samples: [])
  let entries = colorType == 3 ? Int.random(in: 1...(maximum + 1), using: &generator) : 0
  picture.samples = (0..<(width * height * picture.samplesPerPixel)).map { _ in
    colorType == 3
      ? Int.random(in: 0..<entries, using: &generator)
      : Int.random(in: 0...maximum, using: &generator)
  }
  if colorType == 3 {
    picture.palette = (0..<entries).map { _ in
      (
        UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
        UInt8.random(in: 0...255, using: &generator)
      )
    }
  }
  return picture
}

/// Every colour type with every bit depth it allows.
private let colorTypesAndDepths: [(UInt8, Int)] = [
  (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
  (4, 8), (4, 16), (6, 8), (6, 16),
]

@Suite("PNG decoder", .timeLimit(.minutes(2)))
struct PNGDecoderTests {
  // snippet: png-decoder
  @Test("decoding gives RGBA pixels; what the decoder refuses is a typed error")
  func decodesOrRefuses() throws {
    let png = TestPNG.stripes([(255, 0, 0), (0, 0, 255)], width: 3).encoded
    let image = try PNGDecoder.decode(png)
    #expect(image.width == 3 && image.height == 2)
    #expect(image.pixel(x: 0, y: 1) == RGBA(0, 0, 255))
    #expect(throws: PNGError.truncated) { try PNGDecoder.decode(png.dropLast(12)) }
    #expect(throws: PNGError.tooLarge(width: 3, height: 2, limit: 5)) {
      try PNGDecoder.decode(png, pixelLimit: 5)
    }
  }
  // end-snippet

  @Test(
    "files written by libpng decode to the pixels their formulas give", arguments: LibpngFixture.all
  )
  func decodesLibpngFiles(_ fixture: LibpngFixture) throws {
    let bytes = fixture.bytes
    #expect(bytes.count > 50)
    #expect(bytes[24] == fixture.bitDepth && bytes[25] == fixture.colorType)
    #expect(bytes[28] == (fixture.isInterlaced ? 1 : 0))
    let image = try PNGDecoder.decode(bytes)
    #expect(image.width == fixture.width && image.height == fixture.height)
    #expect(image.pixels == fixture.expectedPixels)
  }

  @Test(
    "every colour type and bit depth, each filter and cycling filters, with and without Adam7",
    arguments: colorTypesAndDepths)
  func roundTripsEveryFormat(_ format: (UInt8, Int)) throws {
    let (colorType, bitDepth) = format
    let filters: [UInt8?] = [0, 1, 2, 3, 4, nil]
    for (index, filter) in filters.enumerated() {
      for isInterlaced in [false, true] {
        var picture = randomPicture(
          colorType: colorType, bitDepth: bitDepth, width: 11 + index, height: 9,
          seed: UInt64(index * 2 + (isInterlaced ? 1 : 0)))
        picture.filter = filter
        picture.isInterlaced = isInterlaced
        let image = try PNGDecoder.decode(picture.encoded)
        #expect(image.width == picture.width && image.height == picture.height)
        let filterName = filter.map(String.init) ?? "cycling"
        #expect(
          image.pixels == picture.expectedPixels,
          "type \(colorType), depth \(bitDepth), filter \(filterName), interlaced \(isInterlaced)")
      }
    }
  }

  @Test(
    "pictures smaller than an Adam7 block, whose passes are partly empty",
    arguments: [
      (1, 1), (1, 5), (5, 1), (2, 2), (3, 3), (8, 8), (9, 1),
    ])
  func decodesTinyInterlacedPictures(_ size: (Int, Int)) throws {
    for (colorType, bitDepth) in [(UInt8(0), 1), (2, 16), (3, 4), (6, 8)] {
      var picture = randomPicture(
        colorType: colorType, bitDepth: bitDepth, width: size.0, height: size.1, seed: 7)
      picture.isInterlaced = true
      #expect(try PNGDecoder.decode(picture.encoded).pixels == picture.expectedPixels)
    }
  }

  @Test("tRNS makes a grey or RGB colour transparent and gives palette entries alpha")
  func appliesTransparency() throws {
    var grey = TestPNG(
      width: 3, height: 1, colorType: 0, bitDepth: 16, samples: [0, 0x1234, 0x1235])
    grey.transparency = [0x12, 0x34]
    #expect(
      try PNGDecoder.decode(grey.encoded).pixels.enumerated().filter { $0.offset % 4 == 3 }.map(
        \.element) == [255, 0, 255])
    var rgb = TestPNG(width: 2, height: 1, colorType: 2, bitDepth: 8, samples: [1, 2, 3, 1, 2, 4])
    rgb.transparency = [0, 1, 0, 2, 0, 3]
    let rgbImage = try PNGDecoder.decode(rgb.encoded)
    #expect(rgbImage.pixel(x: 0, y: 0) == RGBA(1, 2, 3, 0))
    #expect(rgbImage.pixel(x: 1, y: 0) == RGBA(1, 2, 4, 255))
    var indexed = TestPNG(width: 3, height: 1, colorType: 3, bitDepth: 2, samples: [0, 1, 2])
    indexed.palette = [(10, 20, 30), (40, 50, 60), (70, 80, 90)]
    indexed.transparency = [0, 128]
    let indexedImage = try PNGDecoder.decode(indexed.encoded)
    #expect(
      (0..<3).compactMap { indexedImage.pixel(x: $0, y: 0) } == [
        RGBA(10, 20, 30, 0), RGBA(40, 50, 60, 128), RGBA(70, 80, 90, 255),
      ])
  }

  @Test("16-bit samples are rounded to the nearest 8-bit value")
  func rounds16BitSamples() throws {
    let values = [0, 128, 129, 32_767, 32_768, 65_406, 65_407, 65_535]
    let picture = TestPNG(
      width: values.count, height: 1, colorType: 0, bitDepth: 16, samples: values)
    let reds = try PNGDecoder.decode(picture.encoded).pixels.enumerated()
      .filter { $0.offset % 4 == 0 }.map(\.element)
    #expect(reds == [0, 0, 1, 127, 128, 254, 255, 255])
  }

  @Test("image data split over many IDAT chunks, and unknown ancillary chunks, are read")
  func joinsImageDataAndSkipsAncillaryChunks() throws {
    var picture = randomPicture(colorType: 6, bitDepth: 8, width: 20, height: 20, seed: 3)
    picture.imageDataChunkSize = 7
    picture.extraChunks = [("tEXt", Array("Title\u{0}Dish".utf8)), ("gAMA", [0, 0, 0xB1, 0x8F])]
    #expect(try PNGDecoder.decode(picture.encoded).pixels == picture.expectedPixels)
  }

  @Test("an RGB picture's suggested palette is ignored")
  func ignoresSuggestedPalette() throws {
    var picture = randomPicture(colorType: 2, bitDepth: 8, width: 4, height: 4, seed: 5)
    picture.palette = [(1, 2, 3)]
    #expect(try PNGDecoder.decode(picture.encoded).pixels == picture.expectedPixels)
  }

  @Test("the Paeth predictor prefers left, then up, then upper left")
  func paethPredictor() {
    #expect(PNGScanlineFilter.paeth(left: 10, up: 10, upLeft: 10) == 10)
    #expect(PNGScanlineFilter.paeth(left: 50, up: 60, upLeft: 60) == 50)
    #expect(PNGScanlineFilter.paeth(left: 60, up: 50, upLeft: 60) == 50)
    #expect(PNGScanlineFilter.paeth(left: 20, up: 30, upLeft: 25) == 25)
  }
}
