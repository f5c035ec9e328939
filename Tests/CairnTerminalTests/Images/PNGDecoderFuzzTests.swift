import Testing

@testable import CairnImages

/// Decodes `bytes`, which must either fail with a `PNGError` or give a consistent picture (a
/// trap would end the test run); returns the kind of error, or "decoded".
@discardableResult
private func decodeSafely(_ bytes: [UInt8]) -> String {
  do {
    let image = try PNGDecoder.decode(bytes, pixelLimit: 1 << 16)
    #expect(image.pixels.count == image.width * image.height * 4)
    return "decoded"
  } catch {
    return Mirror(reflecting: error).children.first?.label ?? "\(error)"
  }
}

/// Valid files of every colour type, some interlaced, to mutate.
private let seeds: [TestPNG] = [(UInt8(0), 1), (0, 16), (2, 8), (3, 4), (4, 8), (6, 16)]
  .enumerated()
  .map { index, format in
    var generator = SplitMix64(seed: UInt64(index))
    let maximum = (1 << format.1) - 1
    var picture = TestPNG(width: 7, height: 6, colorType: format.0, bitDepth: format.1, samples: [])
    picture.samples = (0..<(7 * 6 * picture.samplesPerPixel)).map { _ in
      Int.random(in: 0...(format.0 == 3 ? 3 : maximum), using: &generator)
    }
    if format.0 == 3 { picture.palette = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11, 12)] }
    picture.isInterlaced = index.isMultiple(of: 2)
    return picture
  }

/// One random change: a flipped bit, a random byte, a removed or inserted run, or a cut.
private func mutate(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
  var result = bytes
  guard !result.isEmpty else { return [UInt8.random(in: 0...255, using: &generator)] }
  let position = Int.random(in: 0..<result.count, using: &generator)
  switch Int.random(in: 0..<5, using: &generator) {
  case 0: result[position] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
  case 1: result[position] = UInt8.random(in: 0...255, using: &generator)
  case 2:
    result.removeSubrange(
      position..<min(result.count, position + Int.random(in: 1...8, using: &generator)))
  case 3:
    result.insert(
      contentsOf: (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }, at: position)
  default: result = Array(result.prefix(position))
  }
  return result
}

/// `file` with every chunk's CRC made right again, so that a mutation reaches past the CRC
/// check into the header, palette, zlib and filter code.
private func withCorrectChecksums(_ file: [UInt8]) -> [UInt8] {
  var result = file
  var offset = 8
  while offset + 12 <= result.count {
    let length = result[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    guard length <= result.count - offset - 12 else { break }
    let crc = TestPNG.crc(Array(result[(offset + 4)..<(offset + 8 + length)]))
    result.replaceSubrange(
      (offset + 8 + length)..<(offset + 12 + length), with: TestPNG.bigEndian(crc))
    offset += 12 + length
  }
  return result
}

@Suite("PNG decoder fuzzing", .timeLimit(.minutes(3)))
struct PNGDecoderFuzzTests {
  @Test("random bytes, with and without the signature, are refused without a trap")
  func refusesRandomBytes() {
    var generator = SplitMix64(seed: 99)
    for round in 0..<3_000 {
      let count = Int.random(in: 0..<300, using: &generator)
      var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      if round.isMultiple(of: 2) { bytes = TestPNG.signature + bytes }
      #expect(decodeSafely(bytes) != "decoded")
    }
  }

  @Test("mutated files, with their CRCs left wrong or made right, never trap")
  func survivesMutatedFiles() {
    var generator = SplitMix64(seed: 2_026)
    var outcomes: [String: Int] = [:]
    for round in 0..<6_000 {
      var bytes = seeds[round % seeds.count].encoded
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        bytes = mutate(bytes, using: &generator)
      }
      if round % 3 != 0 { bytes = withCorrectChecksums(bytes) }
      outcomes[decodeSafely(bytes), default: 0] += 1
    }
    #expect(outcomes.count >= 10, "the mutations reach most checks: \(outcomes)")
    #expect(outcomes["decoded", default: 0] > 0, "some keep a valid file: \(outcomes)")
  }

  @Test("mutated image data — filter bytes, palette indices, row lengths — never traps")
  func survivesMutatedImageData() {
    var generator = SplitMix64(seed: 7)
    var outcomes: [String: Int] = [:]
    for round in 0..<3_000 {
      var picture = seeds[round % seeds.count]
      var rows = picture.filteredScanlines
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        rows = mutate(rows, using: &generator)
      }
      picture.extraChunks = []
      let parts = picture.encoded
      let header = Array(parts[8..<33])
      let palette =
        picture.palette.map { TestPNG.chunk("PLTE", $0.flatMap { [$0.0, $0.1, $0.2] }) } ?? []
      let bytes =
        TestPNG.signature + header + palette + TestPNG.chunk("IDAT", TestPNG.compress(rows))
        + TestPNG.chunk("IEND", [])
      outcomes[decodeSafely(bytes), default: 0] += 1
    }
    #expect(outcomes.count >= 4, "filters, lengths and palette indices are reached: \(outcomes)")
  }
}
