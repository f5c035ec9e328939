import CairnTerminal
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Foundation
import Testing

/// My Momentum, its "더보기 >" list, the vote from a voted row and Edit profile on a virtual
/// terminal, against a real DIMO server.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct MomentumTerminalTests {
  @Test func aNewAccountsEmptySectionsAndDigMeOpeningTheVoteTab() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, nickname: "빈손")
      let screen = app.start(width: 80, height: 44)
      await screen.waitForText("마이모멘텀")
      screen.press(.char("3"))
      await screen.waitForText("빈손")
      await screen.waitForText("자기소개를 추가해 보세요.")
      for text in [
        "내가 찜한 콘텐츠가 없어요", "아직 기록이 없어요", "[DIG ME!로 이동하기]", "작성된 리뷰가 없어요",
        "작성한 댓글이 없어요",
      ] {
        await screen.waitForText(text)
      }
      screen.press(.down, .enter)
      await screen.waitForText("Dig me!  MBTI를 투표해 주세요")
      app.quit()
    }
  }

  @Test func rowsTheMoreListARevoteAndEditProfileWithAPicture() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, nickname: "모멘텀")
      let analysis = try await app.data.reviewRepository.fetchAnalysis(characterID: 3)
      let contentID = analysis.character.contentID
      // Four liked works: the page shows three and "더보기 >" (a section of one has none).
      guard case .contents(let hits) = try await app.data.homeRepository.fetchSection(.hits)
      else {
        Issue.record("no work in the hits section")
        return
      }
      for hit in hits.filter({ $0.id != contentID }).prefix(3) {
        try await app.data.contentRepository.setLiked(true, id: hit.id, type: .anime)
      }
      try await app.data.contentRepository.setLiked(true, id: contentID, type: .anime)
      _ = try await app.data.voteRepository.vote(
        try #require(MBTI("ENFP")), characterID: 3, contentID: contentID, isRevote: false)
      _ = try await app.data.reviewRepository.writeReview(
        characterID: 3, draft: ReviewDraft(text: "터미널에 보일 리뷰"))
      let files = try TemporaryFolder("dimo-terminal-picture")
      let png = TestPNG.make(width: 24, height: 16)
      let file = files.url.appendingPathComponent("me.png")
      try png.write(to: file)

      let screen = app.start(width: 80, height: 50)
      await screen.waitForText("마이모멘텀")
      screen.press(.char("3"))
      await screen.waitForText("자기소개를 추가해 보세요.")
      await screen.waitForText("내 투표 ENFP")
      await screen.waitForText("터미널에 보일 리뷰")
      await screen.waitForText("작성한 댓글이 없어요")
      // Each section loads on its own: the liked works may come after the others.
      await screen.waitForText("더보기 >")
      let title = try #require(analysis.character.contentTitle)
      #expect(screen.text.contains(title))
      // The liked work's row (its category under the title): every section has loaded, so the
      // rows below are where the keys expect them.
      await screen.waitForText(DimoStrings.categoryLabel(.anime))

      // Rows: header, three works, their 더보기 >, the character: `v` votes again.
      screen.press(.down, .down, .down, .down, .down, .char("v"))
      await screen.waitForText("● 인식형 P")
      screen.press(.char("i"))
      await screen.waitForText("● 내향형 I")
      screen.press(.down, .down, .down, .down, .down, .down, .down, .down, .down, .enter)
      await screen.waitForText("투표 결과")
      screen.press(.escape)
      await screen.waitForText("내 투표 INFP")

      // The work's 더보기 >: the list titled after the section.
      screen.press(.up, .enter)
      await screen.waitForText("내가 찜한 콘텐츠")
      await screen.waitForText(title)
      screen.press(.escape)
      await screen.waitForText("내 투표 INFP")

      // `e`: Edit profile; the picture's size and pixel size, then 확인 with Ctrl-S.
      screen.press(.char("e"))
      await screen.waitForText("자기소개를 입력해 보세요")
      screen.type("터미널 자기소개")
      await screen.waitForText("8/100")
      screen.press(.tab)
      screen.type(files.url.appendingPathComponent("none.png").path)
      screen.press(.enter)
      await screen.waitForText("파일이 없어요")
      screen.press(.up)
      for _ in 0..<"none.png".count { screen.press(.backspace) }
      screen.type("me.png")
      screen.press(.enter)
      await screen.waitForText("PNG · \(png.count)바이트 · 24×16")
      screen.press(.ctrl("s"))
      await screen.waitUntil("Edit profile closed") { !$0.contains("프로필 사진") }
      await screen.waitForText("터미널 자기소개")
      #expect(!screen.text.contains("자기소개를 추가해 보세요."))
      app.quit()
    }
  }
}
