import DimoDomain
import Foundation
import Testing

/// The PNG and JPEG header reader behind Edit profile's size and pixel size, and the checks of
/// a chosen profile picture.
@Suite(.timeLimit(.minutes(1)))
struct ImageHeaderTests {
  /// The first 24 bytes of a PNG of `width`×`height`: signature, `IHDR`'s length and type, the
  /// size (the rest of the file is not read).
  static func pngStart(width: UInt32, height: UInt32) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + bytes(width) + bytes(height) + [8, 2, 0, 0, 0]
  }

  static func bytes(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// A JPEG start: SOI, an APP0 segment of `appLength` bytes, then `frame` with the size.
  static func jpegStart(frame: UInt8, width: UInt16, height: UInt16, fill: Bool = false)
    -> [UInt8]
  {
    let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let sof: [UInt8] =
      [
        0xFF, frame, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
        UInt8(width & 0xFF), 3,
      ] + Array(repeating: 0, count: 9)
    return [0xFF, 0xD8] + app0 + (fill ? [0xFF] : []) + sof + [0xFF, 0xD9]
  }

  @Test func aPNGsSizeIsReadFromItsIHDR() {
    let header = ImageHeader(reading: Self.pngStart(width: 640, height: 480))
    #expect(header == ImageHeader(format: .png, width: 640, height: 480))
  }

  @Test func aJPEGsSizeIsReadFromItsFirstFrameAfterOtherSegments() {
    #expect(
      ImageHeader(reading: Self.jpegStart(frame: 0xC0, width: 100, height: 75))
        == ImageHeader(format: .jpeg, width: 100, height: 75))
    // Progressive (SOF2), and a fill byte before the marker.
    #expect(
      ImageHeader(reading: Self.jpegStart(frame: 0xC2, width: 1920, height: 1080, fill: true))
        == ImageHeader(format: .jpeg, width: 1920, height: 1080))
  }

  @Test func aDefineHuffmanTableIsNotTakenForAFrame() {
    // C4 shares the SOF range: skipped as a segment, the image ends without a frame.
    #expect(ImageHeader(reading: Self.jpegStart(frame: 0xC4, width: 10, height: 10)) == nil)
  }

  @Test func otherBytesOrACutFileHaveNoHeader() {
    #expect(ImageHeader(reading: Array("GIF89a......".utf8)) == nil)
    #expect(ImageHeader(reading: Array(Self.pngStart(width: 1, height: 1).prefix(20))) == nil)
    #expect(ImageHeader(reading: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 1]) == nil)
    #expect(ImageHeader(reading: Self.pngStart(width: 0, height: 5)) == nil)
    #expect(ImageHeader(reading: []) == nil)
  }

  @Test func aProfileImageIsAPNGOrJPEGUpToTheLimit() throws {
    let png = try ProfileImage(data: Data(Self.pngStart(width: 3, height: 2)))
    #expect(png.header == ImageHeader(format: .png, width: 3, height: 2))
    #expect(png.byteCount == 29)
    #expect(png.filename == "profile.png")
    let jpeg = try ProfileImage(data: Data(Self.jpegStart(frame: 0xC1, width: 4, height: 5)))
    #expect(jpeg.filename == "profile.jpg")

    #expect(throws: ProfileImageProblem.notAnImage) {
      try ProfileImage(data: Data("hello".utf8))
    }
    #expect(throws: ProfileImageProblem.damaged) {
      try ProfileImage(data: Data(Self.pngStart(width: 3, height: 2).prefix(16)))
    }
    let tooLarge = DimoRules.maxProfileImageBytes + 1
    var big = Self.pngStart(width: 3, height: 2)
    big += Array(repeating: 0, count: tooLarge - big.count)
    #expect(throws: ProfileImageProblem.tooLarge(byteCount: tooLarge)) {
      try ProfileImage(data: Data(big))
    }
  }
}
