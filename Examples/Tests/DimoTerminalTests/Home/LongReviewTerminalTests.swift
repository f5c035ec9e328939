import CairnTerminal
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

@testable import DimoTerminal

/// A review of 500 characters on a small terminal: its part of the review detail scrolls, and
/// the counters, the spoiler filter and the comments stay reachable.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct LongReviewTerminalTests {
  @Test func aLongReviewScrollsAndLeavesTheCommentsOnScreen() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, nickname: "긴글러")
      guard case .contents(let hits) = try await app.data.homeRepository.fetchSection(.hits),
        let hit = hits.first
      else {
        Issue.record("no work in the hits section")
        return
      }
      let work = try await app.data.contentRepository.fetchDetail(id: hit.id, type: .anime)
      let character = try #require(work.characters.first)
      let text =
        "첫줄시작 " + String(repeating: "아주 긴 리뷰의 문장입니다. ", count: 30).prefix(480) + " 마지막끝"
      let reviewID = try await app.data.reviewRepository.writeReview(
        characterID: character.id, draft: ReviewDraft(text: String(text)))
      _ = try await app.data.commentRepository.writeComment(
        reviewID: reviewID, characterID: character.id, text: "아래쪽 댓글", isSpoiler: false)

      let screen = app.start(width: 60, height: 20)
      await screen.waitForHomeLoaded()
      app.app?.tabBar?.visibleTab?.open(.review(reviewID, characterID: character.id))
      await screen.waitForText("첫줄시작")
      // The comments and the filter are on screen below the cut review, which says it goes on.
      await screen.waitForText("아래쪽 댓글")
      #expect(screen.text.contains(DimoStrings.hideSpoilerComments))
      #expect(screen.text.contains("▼"))
      #expect(!screen.text.contains("마지막끝"))
      // PgDn scrolls the review to its end and its counters; PgUp back to its start.
      screen.press(.pageDown, .pageDown, .pageDown, .pageDown)
      await screen.waitForText("마지막끝")
      await screen.waitForText("좋아요 0")
      #expect(screen.text.contains("아래쪽 댓글"))
      #expect(!screen.text.contains("첫줄시작"))
      #expect(screen.text.contains("▲"))
      screen.press(.pageUp, .pageUp, .pageUp, .pageUp)
      await screen.waitForText("첫줄시작")
      // ? lists the keys of the comments too: Enter likes one, d deletes one's own, p opens
      // its writer's profile, PgDn scrolls.
      screen.resize(width: 100, height: 40)
      screen.press(.char("?"))
      await screen.waitForText(DimoHomeKeys.likeComment)
      for hint in [DimoHomeKeys.commentMore, DimoHomeKeys.commenter, DimoHomeKeys.scroll] {
        #expect(screen.text.contains(hint), "\(hint): \(screen.text)")
      }
      app.quit()
    }
  }
}
