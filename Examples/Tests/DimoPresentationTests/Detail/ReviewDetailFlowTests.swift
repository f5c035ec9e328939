import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The review detail and the report against a real DIMO server.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct ReviewDetailFlowTests {
  @Test func ownReviewLikesCommentsFilterAndDeleteThenTheFeedReloads() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth, nickname: "내리뷰")
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      let id = try await write("스포가 있는 리뷰", isSpoiler: true, in: character, harness)
      character.review.send(id)
      let detail = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      let review = try #require(await detail.review("the review"))
      #expect(review.review.content == "스포가 있는 리뷰")
      #expect(review.review.isSpoiler)
      #expect(review.review.hits == 0, "the author's own view never counts")
      #expect(!review.isLiked)
      detail.like.send()
      let liked = await detail.review("the like") { $0.isLiked }
      #expect(liked?.review.likeCount == 1)

      detail.commentText.send("스포 댓글")
      detail.commentSpoiler.send(true)
      detail.submit.send()
      _ = await detail.comments("the first comment") { $0.value?.count == 1 }
      detail.commentText.send("그냥 댓글")
      detail.commentSpoiler.send(false)
      detail.submit.send()
      let both = await detail.comments("both comments") { $0.value?.count == 2 }
      #expect(both?.value?.map(\.content) == ["그냥 댓글", "스포 댓글"])
      detail.filter.send(true)
      #expect(detail.output.comments.value.value?.map(\.content) == ["그냥 댓글"])
      detail.filter.send(false)
      #expect(detail.output.comments.value.value?.count == 2)
      let plain = try #require(both?.value?.first)
      detail.commentLike.send(plain.id)
      _ = await detail.comments("the comment's like") {
        $0.value?.first?.isLiked == true && $0.value?.first?.likeCount == 1
      }
      await detail.knowsTheCaller()
      detail.commentMore.send(plain.id)
      let commentSheet = try #require(await front.waitForDialog())
      #expect(commentSheet.buttons.map(\.title) == ["삭제하기", "취소"])
      front.chooseDialogButton("삭제하기")
      let commentAlert = try #require(await front.waitForDialog())
      #expect(commentAlert.title == "댓글 삭제")
      front.chooseDialogButton("삭제")
      _ = await detail.comments("one comment left") { $0.value?.count == 1 }
      // The one left is a spoiler: the filter hides it and says so, not "no comments".
      detail.filter.send(true)
      guard case .empty(let hidden) = detail.output.comments.value else {
        Issue.record("the filter left \(detail.output.comments.value)")
        return
      }
      #expect(hidden == DimoStrings.spoilerCommentsHidden(1))
      detail.filter.send(false)

      detail.more.send()
      let sheet = try #require(await front.waitForDialog())
      #expect(sheet.title == "더보기")
      #expect(sheet.buttons.map(\.title) == ["수정하기", "삭제하기", "취소"])
      front.chooseDialogButton("삭제하기")
      let alert = try #require(await front.waitForDialog())
      #expect(alert.title == "리뷰 삭제")
      #expect(alert.message == "정말 삭제하시겠습니까?")
      front.chooseDialogButton("삭제")
      await front.waitUntil { $0.visibleScreen?.name == "CharacterDetail" }
      let feed = await character.feed("the feed without the review") {
        $0.value?.contains { $0.id == id } == false || $0 == .empty(DimoStrings.emptyFeed)
      }
      #expect(feed != nil)
      front.pressBack()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func modifyingTheReviewInTheModalUpdatesTheDetail() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      let id = try await write("처음 쓴 리뷰", isSpoiler: false, in: character, harness)
      character.review.send(id)
      let detail = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      _ = await detail.review("the review")
      await detail.knowsTheCaller()
      detail.more.send()
      _ = try #require(await front.waitForDialog())
      front.chooseDialogButton("수정하기")
      let modal = try await harness.bind(
        "WriteReview", as: WriteReviewViewModel.self, WriteReviewBindings.init)
      #expect(modal.output.title == "리뷰 수정")
      #expect(modal.output.initialDraft.text == "처음 쓴 리뷰")
      modal.text.send("고쳐 쓴 리뷰")
      modal.submit.send()
      await front.waitUntil { $0.modals.isEmpty }
      let edited = await detail.review("the edited review") { $0.review.content == "고쳐 쓴 리뷰" }
      #expect(edited != nil)
      _ = await character.feed("the edited review in the feed") {
        $0.value?.first?.content == "고쳐 쓴 리뷰"
      }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func anotherUsersReviewCanBeHiddenAndItsAuthorReported() async throws {
    try await withBackend { backend in
      let other = try TemporaryFolder("dimo-other-user")
      let otherData = backend.makeData(folder: other.url)
      _ = try await backend.signUp(through: otherData.auth, nickname: "다른사람")
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      let characterID = try #require(await character.analysis()?.character.id)
      let othersReviews = RemoteReviewRepository(service: otherData.session.service)
      let hidden = try await othersReviews.writeReview(
        characterID: characterID, draft: ReviewDraft(text: "가려질 리뷰"))
      let reported = try await othersReviews.writeReview(
        characterID: characterID, draft: ReviewDraft(text: "신고될 리뷰"))
      character.refresh.send()
      _ = await character.feed("the other user's reviews") {
        $0.value?.contains { $0.id == reported } == true
      }

      character.review.send(hidden)
      let detail = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      _ = await detail.review("the other's review")
      await detail.knowsTheCaller()
      detail.more.send()
      let sheet = try #require(await front.waitForDialog())
      #expect(sheet.buttons.map(\.title) == ["리뷰 가리기", "작성자의 모든 리뷰 가리기", "작성자 신고하기", "취소"])
      front.chooseDialogButton("리뷰 가리기")
      let alert = try #require(await front.waitForDialog())
      #expect(alert.message == "리뷰를 가릴까요?\n가린 글은 다시 볼 수 없습니다.")
      front.chooseDialogButton("가리기")
      await front.waitUntil { $0.visibleScreen?.name == "CharacterDetail" }
      _ = await character.feed("the feed without the hidden review") {
        $0.value?.contains { $0.id == hidden } == false
          && $0.value?.contains { $0.id == reported } == true
      }

      character.review.send(reported)
      let second = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      _ = await second.review("the review to report")
      await second.knowsTheCaller()
      second.more.send()
      _ = try #require(await front.waitForDialog())
      front.chooseDialogButton("작성자 신고하기")
      let report = try await harness.bind("Report", as: ReportViewModel.self, ReportBindings.init)
      #expect(
        report.output.reasons.map(DimoStrings.reportReason) == [
          "비속어 사용", "스포일러", "음란 폭력", "홍보", "정치·종교적 발언", "거짓 정보", "기타",
        ])
      #expect(report.output.isSubmitEnabled.value == false)
      report.reason.send(.other)
      #expect(report.output.isSubmitEnabled.value == false)
      report.text.send(String(repeating: "가", count: 120))
      #expect(report.output.isSubmitEnabled.value == true)
      #expect(ReportViewModel.reason(.other, text: String(repeating: "가", count: 120)).count == 100)
      #expect(ReportViewModel.reason(.spoiler, text: "무시됨") == "스포일러")
      report.submit.send()
      let done = try #require(await front.waitForDialog())
      #expect(done.message == DimoStrings.reported)
      #expect(
        front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.last?.name == "ReviewDetail")
      front.chooseDialogButton("확인")
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}

/// Writes a review through the modal of `character` and returns its id, once in the feed.
@MainActor
func write(
  _ text: String, isSpoiler: Bool, in character: CharacterDetailBindings,
  _ harness: DimoAppHarness
) async throws -> Int {
  _ = await character.analysis()
  character.write.send()
  let modal = try await harness.bind(
    "WriteReview", as: WriteReviewViewModel.self, WriteReviewBindings.init)
  modal.text.send(text)
  modal.spoiler.send(isSpoiler)
  modal.submit.send()
  let feed = await character.feed("the written review") { $0.value?.first?.content == text }
  return try #require(feed?.value?.first?.id)
}
