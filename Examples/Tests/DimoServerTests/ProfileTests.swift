import DimoAPI
import DimoDomain
import DimoTestSupport
import Foundation
import Testing

@Suite("My Momentum: profiles, their lists and the picture upload", .timeLimit(.minutes(8)))
struct ProfileTests {
  /// A small real PNG (the server decodes what it stores).
  static let png = TestPNG.make(width: 4, height: 3)
  /// A small real JPEG.
  static let jpeg = TestJPEG.make(width: 4, height: 3)

  @Test(arguments: TestEngine.allCases)
  func aProfileShowsItsNameToItsOwnerOnly(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("profiler")
      let own = try await dimo.client.expect(
        .profile(RequestUser()), token: user.access, as: RespondProfile.self)
      #expect(own.name == "테스트" && own.userID == user.userID)
      let sample = try await dimo.client.send(
        .profile(RequestUser(userID: "sample_03")), token: user.access)
      let other = try sample.decode(RespondProfile.self)
      #expect(other.nickname == "츠키미" && other.name == nil && other.mbti == "INTP")
      #expect(sample.text.contains(#""name":null"#))
      #expect(
        try await dimo.client.send(.profile(RequestUser(userID: "nobody00")), token: user.access)
          .status == 404)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theListsOfASampleUserHaveDataAndAnEmptyOneSays201(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("lister")
      let sample = RequestUser(userID: "sample_07")
      let reviews = try await dimo.client.expect(
        .myReviews(sample), token: user.access, as: RespondMyReviews.self)
      #expect(reviews.code == 200 && !reviews.review.isEmpty)
      #expect(reviews.review.map(\.reviewID) == reviews.review.map(\.reviewID).sorted(by: >))
      let comments = try await dimo.client.expect(
        .myComments(sample), token: user.access, as: RespondMyComments.self)
      #expect(comments.comment.allSatisfy { $0.userID == "sample_07" })
      let votes = try await dimo.client.expect(
        .votedCharacters(sample), token: user.access, as: RespondVotedCharacters.self)
      #expect(!votes.votedCharacter.isEmpty)
      let flat = try await dimo.client.send(.myReviews(sample), token: user.access)
      #expect(flat.text.contains(#""character_name":"#) && !flat.text.contains(#""on":"#))

      for endpoint in [
        DimoEndpoint.myReviews(RequestUser()), .myComments(RequestUser()),
        .votedCharacters(RequestUser()), .likedAnime(RequestUser()), .likedMovies(RequestUser()),
      ] {
        let answer = try await dimo.client.send(endpoint, token: user.access)
        #expect(answer.status == 200)
        #expect(try answer.message().code == 201, "\(endpoint.route)")
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aPictureAndAnIntroAreUploadedAndServed(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("picture")
      let first = try await dimo.client.expect(
        .modifyProfile(RequestModifyProfile(intro: "안녕하세요", image: Self.png)), token: user.access,
        as: RespondModifyProfile.self)
      #expect(first.intro == "안녕하세요")
      let path = try #require(first.profileImg)
      #expect(path.hasPrefix("/dimo/profile_images/"))
      let served = try await dimo.client.raw("GET", String(path.dropFirst("/dimo/".count)))
      #expect(served.status == 200 && served.data == Self.png)
      #expect(served.header("Content-Type") == "image/png")

      let second = try await dimo.client.expect(
        .modifyProfile(RequestModifyProfile(image: Self.jpeg, imageFilename: "me.jpg")),
        token: user.access, as: RespondModifyProfile.self)
      #expect(second.intro == "안녕하세요", "an image alone keeps the intro")
      #expect(second.profileImg?.hasSuffix(".jpg") == true)
      let old = try await dimo.client.raw("GET", String(path.dropFirst("/dimo/".count)))
      #expect(old.status == 404, "the replaced picture is deleted")
      let files = try FileManager.default.contentsOfDirectory(
        atPath: dimo.folder.appending(path: "profile-images").path(percentEncoded: false))
      #expect(files.count == 1)

      let introOnly = try await dimo.client.expect(
        .modifyProfile(RequestModifyProfile(intro: "바뀐 소개")), token: user.access,
        as: RespondModifyProfile.self)
      #expect(introOnly.profileImg == second.profileImg)
      let profile = try await dimo.client.expect(
        .profile(RequestUser()), token: user.access, as: RespondProfile.self)
      #expect(profile.intro == "바뀐 소개" && profile.profileImg == second.profileImg)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func badUploadsAreRefused(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("badpics")
      let text = try await dimo.client.send(
        .modifyProfile(RequestModifyProfile(image: Data("not a picture".utf8))), token: user.access)
      #expect(text.status == 415)
      let nothing = try await dimo.client.send(
        .modifyProfile(RequestModifyProfile()), token: user.access)
      #expect(nothing.status == 400)
      let big = try await dimo.client.send(
        .modifyProfile(
          RequestModifyProfile(
            image: Self.png + Data(count: DimoRules.maxProfileImageBytes))), token: user.access)
      #expect(big.status == 413)
      let long = try await dimo.client.send(
        .modifyProfile(RequestModifyProfile(intro: String(repeating: "가", count: 101))),
        token: user.access)
      #expect(long.status == 422)
      let someoneElse = try await dimo.client.send(
        .modifyProfile(RequestModifyProfile(userID: "sample_01", intro: "해킹")), token: user.access)
      #expect(someoneElse.status == 403)
      let json = try await dimo.client.raw(
        "POST", "my_momentum/mod_profile", body: Data(#"{"intro": "json"}"#.utf8),
        headers: ["Authorization": "Bearer \(user.access)", "Content-Type": "application/json"])
      #expect(json.status == 400)
      let files = try? FileManager.default.contentsOfDirectory(
        atPath: dimo.folder.appending(path: "profile-images").path(percentEncoded: false))
      #expect((files ?? []).isEmpty)
    }
  }
}
