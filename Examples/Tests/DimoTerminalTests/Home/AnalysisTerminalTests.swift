import CairnTerminal
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Foundation
import Testing

/// The character detail's empty states and its 분석 tab before and after a vote, on a virtual
/// terminal against a real DIMO server; `r` refreshes both tabs.
@Suite(.timeLimit(.minutes(3)))
@MainActor
struct AnalysisTerminalTests {
  @Test func theEmptyFeedAndNoVotesThenAVoteAfterARefresh() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, mbti: "INTP")
      let character = try #require(await aCharacterWithoutReviewsOrVotes(app.data))
      let intj = try #require(MBTI("INTJ"))

      let screen = app.start(width: 80, height: 40)
      await screen.waitForHomeLoaded()
      app.app?.tabBar?.visibleTab?.open(.character(character.id))
      await screen.waitForText("[피드]")
      // The feed's empty text, on one line.
      let emptyFeed = DimoStrings.emptyFeed.replacingOccurrences(of: "\n", with: " ")
      await screen.waitForText(emptyFeed)
      screen.press(.right)
      await screen.waitForText(DimoStrings.analysisTitle)
      #expect(screen.text.contains("아직 MBTI를 나타낼 수 없어요"))
      #expect(screen.text.contains("첫 번째 투표를 진행해 보세요"))
      #expect(screen.text.contains("[투표하기] (v)"))

      try await app.data.vote(intj, for: character)
      screen.press(.char("r"))
      await screen.waitForText("나를 비롯한 100%가 INTJ를 골랐어요")
      #expect(screen.text.contains("가장 많은 사람들이 INTJ라고 답변했어요"))
      #expect(screen.text.contains("100%"))
      #expect(screen.text.contains("[다시 투표하기] (v)"))
      screen.press(.left)
      await screen.waitForText("[피드]")
      app.quit()
    }
  }

  /// The first character of 지금 핫한 영화's works with no review and no vote yet.
  private func aCharacterWithoutReviewsOrVotes(_ data: DimoDataFactory) async throws
    -> CharacterSummary?
  {
    guard case .contents(let works) = try await data.homeRepository.fetchMore(.hits) else {
      return nil
    }
    for work in works {
      let detail = try await data.contentRepository.fetchDetail(id: work.id, type: .anime)
      for character in detail.characters {
        let analysis = try await data.reviewRepository.fetchAnalysis(characterID: character.id)
        let reviews = try await data.reviewRepository.fetchReviews(characterID: character.id)
        if analysis.hasNoVotes, reviews.isEmpty { return character }
      }
    }
    Issue.record("every character of 지금 핫한 영화 has a review or a vote")
    return nil
  }
}
