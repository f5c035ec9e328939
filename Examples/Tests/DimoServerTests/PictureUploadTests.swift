import DimoAPI
import DimoDomain
import DimoTestSupport
import Foundation
import Testing

@Suite(
  "Profile pictures read to their end, and picture answers never sniffed", .timeLimit(.minutes(8)))
struct PictureUploadTests {
  /// A good picture of each kind, and the refused ones with their status and sentence.
  static let good = TestPNG.make(width: 6, height: 5)

  /// A JPEG whose sound 16×16 frame header is followed by an APP0 segment declaring `length`
  /// bytes: below 2, a length that would end before it starts.
  static func jpegWithSegmentLength(_ length: UInt8) -> Data {
    let frame: [UInt8] = [
      0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00,
    ]
    return Data([0xFF, 0xD8] + frame + [0xFF, 0xE0, 0x00, length, 0xFF, 0xD9])
  }

  /// Uploads `image` for `user` and expects `status` with `message`, nothing stored.
  private func expectRefused(
    _ image: Data, status: Int, message: String, user: TestUser, dimo: DimoTestServer,
    _ comment: Comment
  ) async throws {
    let before = try await dimo.snapshot()
    let answer = try await dimo.client.send(
      .modifyProfile(RequestModifyProfile(image: image)), token: user.access)
    #expect(answer.status == status, comment)
    #expect(try answer.message().message == message, comment)
    #expect(try await dimo.snapshot() == before, comment)
    let files = try? FileManager.default.contentsOfDirectory(
      atPath: dimo.folder.appending(path: "profile-images").path(percentEncoded: false))
    #expect((files ?? []).isEmpty, comment)
  }

  @Test(arguments: TestEngine.allCases)
  func aPictureWithAScriptOrGarbageAfterItIsRefused(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("scripted")
      let script = Data("<script>alert(document.cookie)</script>".utf8)
      let jpeg = TestJPEG.make(width: 4, height: 4)
      let cases: [(Data, Comment)] = [
        (Self.good + script, "a script after IEND"),
        (Self.good.prefix(8) + script, "a PNG signature and a script"),
        (TestPNG.inserting("ABCD", [1, 2, 3], into: Self.good), "an unknown critical chunk"),
        (Self.good.dropLast(20), "a cut PNG"),
        (jpeg + script, "a script after the JPEG's end"),
        (jpeg.prefix(4) + script + Data([0xFF, 0xD9]), "a JPEG start, a script and an end"),
        (Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 1, count: 64), "a JPEG's first bytes"),
        (Self.jpegWithSegmentLength(0), "a segment of length 0 after the frame header"),
        (Self.jpegWithSegmentLength(1), "a segment of length 1 after the frame header"),
      ]
      for (image, comment) in cases {
        try await expectRefused(
          image, status: 415, message: DimoMessages.damagedImage, user: user, dimo: dimo, comment)
      }
      try await expectRefused(
        script, status: 415, message: DimoMessages.notAnImage, user: user, dimo: dimo,
        "no signature")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aPictureLargerThanTheLimitIsRefusedFromItsHeader(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("hugepics")
      let side = DimoRules.maxProfileImageSide
      let cases: [(Data, Comment)] = [
        (TestPNG.declaring(width: 100_000, height: 100_000), "a PNG of 100000×100000"),
        (TestPNG.declaring(width: side + 1, height: 1), "a PNG one pixel too wide"),
        (TestJPEG.make(width: 60_000, height: 60_000, blocks: 1), "a JPEG of 60000×60000"),
        (TestJPEG.make(width: 8, height: side + 1, blocks: 1), "a JPEG one pixel too tall"),
      ]
      for (image, comment) in cases {
        try await expectRefused(
          image, status: 422, message: DimoMessages.imageTooLarge, user: user, dimo: dimo, comment)
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func goodPicturesAreStoredAndEveryPictureAnswerIsNeverSniffed(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("goodpics")
      for (image, name) in [
        (Self.good, "me.png"), (TestJPEG.make(width: 20, height: 12), "me.jpg"),
        (TestPNG.make(width: 64, height: 1), "wide.png"),
      ] {
        let answer = try await dimo.client.expect(
          .modifyProfile(RequestModifyProfile(image: image, imageFilename: name)),
          token: user.access, as: RespondModifyProfile.self)
        let path = try #require(answer.profileImg)
        let served = try await dimo.client.raw("GET", String(path.dropFirst("/dimo/".count)))
        #expect(served.status == 200 && served.data == image, "\(name)")
        #expect(served.header("X-Content-Type-Options") == "nosniff", "\(name)")
        #expect(served.header("Cache-Control") == "private, max-age=60", "\(name)")
      }
      let poster = try await dimo.client.raw("GET", "images/anime_3371.png")
      #expect(poster.status == 200)
      #expect(poster.header("X-Content-Type-Options") == "nosniff")
      #expect(poster.header("Cache-Control") == "public, max-age=86400")
    }
  }
}
