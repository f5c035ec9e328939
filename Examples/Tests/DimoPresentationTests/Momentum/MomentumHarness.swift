import CairnNavigation
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

extension DimoAppHarness {
  /// Opens the My Momentum tab and binds its page.
  func openMyMomentum() async throws -> MomentumBindings {
    await frontEnd.waitUntil { $0.tabs.count == 4 }
    #expect(frontEnd.selectTab(DimoTabBarCoordinator.momentumTab))
    return try await bind("MyMomentum", as: MomentumViewModel.self, MomentumBindings.init)
  }

  /// The screens' names on the stack of `tab`.
  func stackNames(_ tab: TabID) -> [String?] {
    frontEnd.state.stack(at: .tab(tab))?.map(\.name) ?? []
  }

  /// Goes back, and waits until the stack of `tab` holds `count` screens.
  func goBack(on tab: TabID, toCount count: Int) async {
    frontEnd.pressBack()
    await frontEnd.waitUntil { $0.stack(at: .tab(tab))?.count == count }
  }
}

/// One of everything for the logged-in user of `data`: a 찜 on the work of character 3, a
/// vote on that character, a review of it and a comment on that review.
struct MomentumActivity {
  let contentID: Int
  let characterID = 3
  let reviewID: Int
  let commentID: Int
  let vote: MBTI

  static func make(through data: DimoDataFactory) async throws -> MomentumActivity {
    let analysis = try await data.reviewRepository.fetchAnalysis(characterID: 3)
    let contentID = analysis.character.contentID
    try await data.contentRepository.setLiked(true, id: contentID, type: .anime)
    let vote = try requireValue(MBTI("ENFP"))
    _ = try await data.voteRepository.vote(
      vote, characterID: 3, contentID: contentID, isRevote: false)
    let reviewID = try await data.reviewRepository.writeReview(
      characterID: 3, draft: ReviewDraft(text: "모멘텀에 보일 리뷰"))
    let commentID = try await data.commentRepository.writeComment(
      reviewID: reviewID, characterID: 3, text: "모멘텀에 보일 댓글", isSpoiler: false)
    return MomentumActivity(
      contentID: contentID, reviewID: reviewID, commentID: commentID, vote: vote)
  }
}
