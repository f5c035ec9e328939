import CairnTerminal
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The screens the other terminal tests do not reach: a work's whole cast, one's own review
/// modified in the write modal, and a commenter's profile, driven by keys against a real DIMO
/// server.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct OwnReviewTerminalTests {
  @Test func theCastAnOwnReviewModifiedAndACommentersProfile() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, nickname: "글쓴이")
      let other = try TemporaryFolder("dimo-terminal-commenter")
      let otherData = backend.makeData(folder: other.url)
      _ = try await backend.signUp(through: otherData.auth, nickname: "댓글러")
      guard case .contents(let hits) = try await app.data.homeRepository.fetchSection(.hits),
        let hit = hits.first
      else {
        Issue.record("no work in 지금 핫한 영화")
        return
      }
      let work = try await app.data.contentRepository.fetchDetail(id: hit.id, type: .anime)
      let character = try #require(work.characters.first)
      let reviewID = try await app.data.reviewRepository.writeReview(
        characterID: character.id, draft: ReviewDraft(text: "내가 쓴 리뷰입니다"))
      _ = try await otherData.commentRepository.writeComment(
        reviewID: reviewID, characterID: character.id, text: "남이 단 댓글", isSpoiler: false)

      let screen = app.start(width: 80, height: 40)
      await screen.waitForHomeLoaded()
      app.app?.tabBar?.visibleTab?.open(.content(work.id))
      await screen.waitForText("줄거리")
      // `m`: the whole cast; Enter opens the first.
      screen.press(.char("m"))
      await screen.waitForText("등장인물")
      await screen.waitForText(character.name)
      screen.press(.enter)
      await screen.waitForText("[피드]")
      await screen.waitForText("내가 쓴 리뷰입니다")
      screen.press(.enter)
      await screen.waitForText("[\(character.name)]")
      await screen.waitForText("남이 단 댓글")

      // `m` on one's own review: 수정하기 opens the modal with the text, Ctrl-S saves it.
      screen.press(.char("m"))
      await screen.waitForText(DimoStrings.modify)
      #expect(screen.text.contains(DimoStrings.delete))
      screen.press(.char("1"))
      await screen.waitForText(DimoStrings.modifyTitle)
      #expect(screen.text.contains("내가 쓴 리뷰입니다"))
      screen.type(" 고침")
      screen.press(.ctrl("s"))
      // The modal shows the new text too: await it closed, then the detail's own text.
      await screen.waitUntil("the modify modal closed") {
        !$0.contains(DimoStrings.modifyTitle)
      }
      await screen.waitForText("내가 쓴 리뷰입니다 고침")
      await screen.waitForText("남이 단 댓글")
      // `p` on the comment: its author's profile, three sections, no comments.
      screen.press(.char("p"))
      await screen.waitForText("댓글러님이 쓴 리뷰")
      await screen.waitForText("찜한 콘텐츠가 없어요")
      await screen.waitForText("작성된 리뷰가 없어요")
      #expect(!screen.text.contains("내가 쓴 댓글"))
      #expect(!screen.text.contains(DimoStrings.goToDigMe))
      screen.press(.escape)
      await screen.waitForText("남이 단 댓글")

      screen.press(.escape)
      await screen.waitForText("[피드]")
      await screen.waitForText("내가 쓴 리뷰입니다 고침")
      app.quit()
    }
  }
}
