import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Foundation
import Testing

/// Edit profile against a real DIMO server: a PNG written by the test, chosen by its path,
/// shown with its size and pixel size, uploaded as a multipart form with the introduction,
/// and the header showing both on coming back; and every refusal said before anything is sent.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct EditProfileFlowTests {
  static let momentum = DimoTabBarCoordinator.momentumTab

  @Test func aPNGChosenByItsPathIsShownUploadedAndTheHeaderShowsTheNewIntro() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      let files = try TemporaryFolder("dimo-profile-picture")
      let png = TestPNG.make(width: 40, height: 30)
      let file = files.url.appendingPathComponent("me.png")
      try png.write(to: file)
      harness.start()
      let page = try await harness.openMyMomentum()
      _ = await page.profile("the header")

      page.edit.send()
      let edit = try await harness.bind(
        "EditProfile", as: EditProfileViewModel.self, EditProfileBindings.init)
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "EditProfile"])
      #expect(harness.frontEnd.visibleScreen?.title == "프로필 수정")
      #expect(edit.output.initialIntro == "")
      edit.intro.send("안녕하세요, 모멘텀입니다")
      #expect(edit.output.state.value.introCount == 13)
      edit.choose(file.path)
      let picture = try requireValue(edit.output.state.value.picture)
      #expect(picture.header == ImageHeader(format: .png, width: 40, height: 30))
      #expect(picture.byteCount == png.count)
      #expect(DimoStrings.pictureInfo(picture) == "PNG · \(png.count)바이트 · 40×30")
      #expect(edit.output.state.value.pictureProblem == nil)

      edit.confirm.send()
      await harness.waitForStack(Self.momentum, count: 1)
      let shown = await page.profile("the new intro") {
        $0.value?.intro == "안녕하세요, 모멘텀입니다"
      }
      let path = try requireValue(shown?.value?.picturePath)
      #expect(path.hasPrefix("/dimo/profile_images/"))
      #expect(backend.requestCount("my_momentum/mod_profile") == 1)
      // The server keeps the bytes sent, under the path it gave.
      let stored = try await RemoteImageRepository.inMemory(service: harness.data.session.service)
        .fetchImage(at: path)
      #expect(stored == png)
      let profile = try await harness.data.momentumRepository.fetchProfile(userID: nil)
      #expect(profile.picturePath == path)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func whatIsNoPictureOrTooLongIsRefusedBeforeAnythingIsSent() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      let files = try TemporaryFolder("dimo-profile-refusals")
      let text = files.url.appendingPathComponent("notes.txt")
      try Data("그림이 아닙니다".utf8).write(to: text)
      let large = files.url.appendingPathComponent("large.png")
      var big = TestPNG.make(width: 2, height: 2)
      big.append(Data(count: DimoRules.maxProfileImageBytes + 1 - big.count))
      try big.write(to: large)
      let cut = files.url.appendingPathComponent("cut.png")
      try TestPNG.make(width: 2, height: 2).prefix(16).write(to: cut)
      harness.start()
      let page = try await harness.openMyMomentum()
      _ = await page.profile("the header")
      page.edit.send()
      let edit = try await harness.bind(
        "EditProfile", as: EditProfileViewModel.self, EditProfileBindings.init)

      let refusals: [(String, String)] = [
        (text.path, "PNG나 JPEG 이미지만 올릴 수 있어요."),
        (large.path, "이미지는 2MB 이하만 올릴 수 있어요. (이 파일은 \(big.count)바이트)"),
        (cut.path, "이미지의 크기를 읽을 수 없어요. 손상된 파일인지 확인해 주세요."),
        (
          files.url.appendingPathComponent("none.png").path,
          "파일이 없어요: \(files.url.appendingPathComponent("none.png").path)"
        ),
        (files.url.path, "폴더예요. 이미지 파일의 경로를 입력해 주세요: \(files.url.path)"),
      ]
      for (path, sentence) in refusals {
        edit.choose(path)
        #expect(edit.output.state.value.pictureProblem == sentence, "\(path)")
        #expect(edit.output.state.value.picture == nil)
        edit.confirm.send()
        #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "EditProfile"])
      }
      // An introduction over the rule disables 확인, and 확인 pressed anyway says why.
      edit.path.send("")
      edit.intro.send(String(repeating: "가", count: DimoRules.introLength.upperBound + 1))
      #expect(edit.output.state.value.isIntroValid == false)
      #expect(edit.output.state.value.isConfirmEnabled == false)
      edit.confirm.send()
      #expect(edit.output.state.value.message == DimoStrings.introRule)
      #expect(backend.requestCount("my_momentum/mod_profile") == 0)

      // Back: nothing changed.
      await harness.goBack(on: Self.momentum, toCount: 1)
      #expect(page.output.profile.value.value?.intro == nil)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}

extension DimoAppHarness {
  /// Waits until the stack of `tab` holds `count` screens.
  func waitForStack(_ tab: TabID, count: Int) async {
    await frontEnd.waitUntil { $0.stack(at: .tab(tab))?.count == count }
  }
}
