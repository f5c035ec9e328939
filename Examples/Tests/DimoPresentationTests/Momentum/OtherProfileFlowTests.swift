import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// Another user's profile against a real DIMO server: from a comment's author and a review's
/// author on the Home tab's stack, from `cairn://dimo/user/<id>` on the tab in view, and an
/// unknown user's page saying so.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct OtherProfileFlowTests {
  static let home = DimoTabBarCoordinator.homeTab

  /// A second account, with a review of character 3 and a comment on it.
  struct Other {
    let account: TestAccount
    let reviewID: Int
    let commentID: Int
    let folder: TemporaryFolder
  }

  static func makeOther(_ backend: DimoBackend) async throws -> Other {
    let folder = try TemporaryFolder("dimo-other-user")
    let data = backend.makeData(folder: folder.url)
    let account = try await backend.signUp(through: data.auth, nickname: "다른사람")
    let reviewID = try await data.reviewRepository.writeReview(
      characterID: 3, draft: ReviewDraft(text: "다른 사람의 리뷰"))
    let commentID = try await data.commentRepository.writeComment(
      reviewID: reviewID, characterID: 3, text: "다른 사람의 댓글", isSpoiler: false)
    return Other(account: account, reviewID: reviewID, commentID: commentID, folder: folder)
  }

  @Test func aCommentersAndAnAuthorsProfileOpenOnTheHomeStackWithThreeSections() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      let other = try await Self.makeOther(backend)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      let link = DimoLink.review(other.reviewID, characterID: 3).url.absoluteString
      #expect((try? await front.openDeepLink(link).get()) != nil)
      let detail = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      _ = await detail.comments("the comment") { $0.value?.count == 1 }
      await detail.knowsTheCaller()

      detail.commenter.send(other.commentID)
      let page = try await harness.bind(
        "OtherMomentum", as: MomentumViewModel.self, MomentumBindings.init)
      #expect(harness.stackNames(Self.home) == ["Home", "ReviewDetail", "OtherMomentum"])
      #expect(front.visibleScreen?.title == "다른사람")
      #expect(page.output.isOwn == false)
      #expect(await page.profile("the header")?.value?.nickname == "다른사람")
      let sections = try requireValue(await page.sections("the three sections"))
      #expect(sections.map(\.title) == ["찜한 콘텐츠", "Dig 완료한 캐릭터", "다른사람님이 쓴 리뷰"])
      #expect(sections[.liked]?.items == .empty("찜한 콘텐츠가 없어요"))
      #expect(sections[.voted]?.items == .empty("아직 기록이 없어요"))
      #expect(sections[.voted]?.showsDigMe == false)
      #expect(sections[.comments] == nil)
      let review = try requireValue(sections[.reviews]?.items.value?.first)
      #expect(review.id == "review/\(other.reviewID)")
      // Its review opens on the same stack.
      page.item.send(review)
      _ = try await harness.bind("ReviewDetail", as: ReviewDetailViewModel.self) { $0 }
      #expect(
        harness.stackNames(Self.home)
          == ["Home", "ReviewDetail", "OtherMomentum", "ReviewDetail"])
      await harness.goBack(on: Self.home, toCount: 3)
      await harness.goBack(on: Self.home, toCount: 2)

      detail.author.send()
      _ = try await harness.bind("OtherMomentum", as: MomentumViewModel.self) { $0 }
      #expect(harness.stackNames(Self.home) == ["Home", "ReviewDetail", "OtherMomentum"])
      await harness.goBack(on: Self.home, toCount: 2)
      await harness.goBack(on: Self.home, toCount: 1)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func aUserLinkOpensTheProfileOnTheTabInViewAndAnUnknownUserSaysSo() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      let other = try await Self.makeOther(backend)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      let vote = DimoTabBarCoordinator.voteTab
      #expect(front.selectTab(vote))
      let link = DimoLink.user(other.account.userID).url.absoluteString
      #expect(link == "cairn://dimo/user/\(other.account.userID)")
      #expect((try? await front.openDeepLink(link).get()) != nil)
      let page = try await harness.bind(
        "OtherMomentum", as: MomentumViewModel.self, MomentumBindings.init)
      #expect(harness.stackNames(vote) == ["VoteHome", "OtherMomentum"])
      #expect(front.state.selectedTab == vote)
      #expect(await page.profile("the header")?.value?.nickname == "다른사람")
      let loaded = await page.sections("the reviews' title after the header") {
        $0[.reviews]?.title == "다른사람님이 쓴 리뷰"
      }
      #expect(loaded != nil)

      #expect((try? await front.openDeepLink("cairn://dimo/user/nobody404").get()) != nil)
      let unknown = try await harness.bind(
        "OtherMomentum", as: MomentumViewModel.self, MomentumBindings.init)
      let header = await unknown.profile("the unknown user's header")
      #expect(
        header == .failed(LoadFailure(message: "존재하지 않는 사용자입니다.", isRetryable: false)))
      let sections = await unknown.sections("the unknown user's sections")
      let allFailed = sections?.allSatisfy { $0.items.failure != nil } == true
      expectTrue(allFailed, "every section says the user is unknown")
      await harness.goBack(on: vote, toCount: 2)
      await harness.goBack(on: vote, toCount: 1)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
