import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("Reviews: feed, detail, owner-only edits, likes, hiding, reports", .timeLimit(.minutes(8)))
struct ReviewTests {
  @Test(arguments: TestEngine.allCases)
  func aReviewIsWrittenReadAndCountsEachReadersFirstView(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("writer")
      let token = user.access
      let written = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 2, reviewContent: "  미카사는 ISTJ 같아요  ", reviewSpoiler: 1)),
        token: token, as: RespondWriteReview.self)
      let feed = try await dimo.client.expect(
        .reviews(RequestCharacter(characterID: 2)), token: token, as: RespondReviewList.self)
      #expect(feed.reviewList.first?.reviewID == written.reviewID, "newest first")
      #expect(feed.reviewList.first?.reviewContent == "미카사는 ISTJ 같아요")
      #expect(feed.reviewList.map(\.reviewID) == feed.reviewList.map(\.reviewID).sorted(by: >))
      let detail = DimoEndpoint.reviewDetail(
        RequestReviewDetail(characterID: 2, reviewID: written.reviewID))
      let first = try await dimo.client.expect(detail, token: token, as: RespondReviewDetail.self)
      let second = try await dimo.client.expect(detail, token: token, as: RespondReviewDetail.self)
      #expect(first.characterID == "2")
      #expect(second.reviewList[0].review.reviewHits == 0, "the author's own views never count")
      let reader = try await dimo.signUp("reader")
      let other = try await dimo.signUp("reader2")
      var hits: [Int] = []
      for viewer in [reader, reader, other, reader] {
        hits.append(
          try await dimo.client.expect(detail, token: viewer.access, as: RespondReviewDetail.self)
            .reviewList[0].review.reviewHits)
      }
      #expect(hits == [1, 1, 2, 2], "each reader counts once, however often they refresh")
      #expect(second.reviewList[0].title == "진격의 거인")
      #expect(second.isLiked == nil)
      let wrongCharacter = try await dimo.client.send(
        .reviewDetail(RequestReviewDetail(characterID: 3, reviewID: written.reviewID)), token: token
      )
      #expect(wrongCharacter.status == 404)
      #expect(
        try await dimo.client.send(.reviews(RequestCharacter(characterID: 99_999)), token: token)
          .status
          == 404)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func reviewLengthsAreEnforced(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("lengths")
      for (text, status) in [
        ("ab", 422), ("   ab   ", 422), ("abc", 200), (String(repeating: "가", count: 500), 200),
        (String(repeating: "가", count: 501), 422),
      ] {
        let answer = try await dimo.client.send(
          .writeReview(RequestWriteReview(characterID: 1, reviewContent: text, reviewSpoiler: 0)),
          token: user.access)
        #expect(answer.status == status, "\(text.count) characters")
      }
      let spoiler = try await dimo.client.send(
        .writeReview(RequestWriteReview(characterID: 1, reviewContent: "스포일러", reviewSpoiler: 3)),
        token: user.access)
      #expect(spoiler.status == 422)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func onlyTheAuthorEditsOrDeletesAReview(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let author = try await dimo.signUp("author1")
      let stranger = try await dimo.signUp("stranger")
      let review = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 5, reviewContent: "원래 리뷰입니다", reviewSpoiler: 0)),
        token: author.access, as: RespondWriteReview.self
      ).reviewID
      let comment = try await dimo.client.expect(
        .writeComment(
          RequestWriteComment(
            characterID: 5, reviewID: review, commentContent: "댓글", commentSpoiler: 0)),
        token: stranger.access, as: RespondWriteComment.self
      ).commentID
      _ = try await dimo.client.expect(
        .likeReview(RequestReview(characterID: 5, reviewID: review)), token: stranger.access,
        as: RespondLikeCount.self)
      let modify = DimoEndpoint.modifyReview(
        RequestModifyReview(
          characterID: 5, reviewContent: "고친 리뷰", reviewSpoiler: 1, reviewID: review))
      let stolen = try await dimo.client.send(modify, token: stranger.access)
      #expect(stolen.status == 403)
      #expect(try stolen.message().message == DimoMessages.notYourPost)
      let delete = DimoEndpoint.deleteReview(RequestReview(characterID: 5, reviewID: review))
      #expect(try await dimo.client.send(delete, token: stranger.access).status == 403)
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM character_review WHERE review_id = \(review)") == 1)
      _ = try await dimo.client.expect(modify, token: author.access, as: RespondMessage.self)
      #expect(
        try await dimo.client.expect(
          .reviewDetail(RequestReviewDetail(characterID: 5, reviewID: review)),
          token: author.access,
          as: RespondReviewDetail.self
        ).reviewList[0].review.reviewContent == "고친 리뷰")
      _ = try await dimo.client.expect(delete, token: author.access, as: RespondMessage.self)
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM review_comment WHERE comment_id = \(comment)") == 0)
      #expect(
        try await dimo.number("SELECT COUNT(*) AS n FROM review_like WHERE review_id = \(review)")
          == 0)
      #expect(try await dimo.client.send(delete, token: author.access).status == 404)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func likesAreIdempotentAndCountersNeverGoNegative(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let author = try await dimo.signUp("liked01")
      let fan = try await dimo.signUp("fan0001")
      let review = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 7, reviewContent: "좋아요 받을 리뷰", reviewSpoiler: 0)),
        token: author.access, as: RespondWriteReview.self
      ).reviewID
      let like = DimoEndpoint.likeReview(RequestReview(characterID: 7, reviewID: review))
      let unlike = DimoEndpoint.dislikeReview(RequestReview(characterID: 7, reviewID: review))
      let first = try await dimo.client.expect(like, token: fan.access, as: RespondLikeCount.self)
      #expect(first.code == 200 && first.likeCnt == 1)
      let again = try await dimo.client.expect(like, token: fan.access, as: RespondLikeCount.self)
      #expect(again.code == 201 && again.likeCnt == 1)
      #expect(again.message == DimoMessages.reviewAlreadyLiked)
      let detail = try await dimo.client.expect(
        .reviewDetail(RequestReviewDetail(characterID: 7, reviewID: review)), token: fan.access,
        as: RespondReviewDetail.self)
      #expect(detail.isLiked?.count == 1)
      _ = try await dimo.client.expect(unlike, token: fan.access, as: RespondLikeCount.self)
      let extra = try await dimo.client.expect(unlike, token: fan.access, as: RespondLikeCount.self)
      #expect(extra.code == 201 && extra.likeCnt == 0, "never negative")
      let other = try await dimo.client.expect(
        unlike, token: author.access, as: RespondLikeCount.self)
      #expect(other.likeCnt == 0)
      let counts = try await dimo.reviewLikes(review)
      #expect(counts.counter == counts.rows)
      #expect(
        try await dimo.client.send(
          .likeReview(RequestReview(characterID: 8, reviewID: review)), token: fan.access
        ).status == 404)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func hidingOneReviewOrEveryReviewOfItsAuthor(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let author = try await dimo.signUp("loud001")
      let reader = try await dimo.signUp("reader1")
      var reviews: [Int] = []
      for text in ["첫 번째 리뷰", "두 번째 리뷰"] {
        reviews.append(
          try await dimo.client.expect(
            .writeReview(RequestWriteReview(characterID: 9, reviewContent: text, reviewSpoiler: 0)),
            token: author.access, as: RespondWriteReview.self
          ).reviewID)
      }
      func visible() async throws -> Set<Int> {
        Set(
          try await dimo.client.expect(
            .reviews(RequestCharacter(characterID: 9)), token: reader.access,
            as: RespondReviewList.self
          ).reviewList.map(\.reviewID))
      }
      #expect(try await visible().isSuperset(of: reviews))
      let one = try await dimo.client.expect(
        .blindReview(RequestBlindReview(reviewID: reviews[0], blindType: 0)), token: reader.access,
        as: RespondMessage.self)
      #expect(one.message == DimoMessages.reviewHidden)
      #expect(try await !visible().contains(reviews[0]))
      #expect(try await visible().contains(reviews[1]))
      let all = try await dimo.client.expect(
        .blindReview(RequestBlindReview(reviewID: reviews[1], blindType: 1)), token: reader.access,
        as: RespondMessage.self)
      #expect(all.message == DimoMessages.authorHidden)
      #expect(try await visible().isDisjoint(with: reviews))
      let authorView = try await dimo.client.expect(
        .reviews(RequestCharacter(characterID: 9)), token: author.access, as: RespondReviewList.self
      )
      #expect(
        Set(authorView.reviewList.map(\.reviewID)).isSuperset(of: reviews),
        "hidden only for the reader")
      #expect(
        try await dimo.client.send(
          .blindReview(RequestBlindReview(reviewID: reviews[0], blindType: 0)), token: author.access
        ).status == 422)
      #expect(
        try await dimo.client.send(
          .blindReview(RequestBlindReview(reviewID: reviews[0], blindType: 2)), token: reader.access
        ).status == 422)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aReviewIsReportedOnceWithAShortReason(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let author = try await dimo.signUp("rude001")
      let reporter = try await dimo.signUp("report1")
      let review = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 11, reviewContent: "신고당할 리뷰", reviewSpoiler: 0)),
        token: author.access, as: RespondWriteReview.self
      ).reviewID
      let long = try await dimo.client.send(
        .reportUser(
          RequestReport(reviewID: review, reportReason: String(repeating: "가", count: 101))),
        token: reporter.access)
      #expect(long.status == 422)
      let report = DimoEndpoint.reportUser(RequestReport(reviewID: review, reportReason: "스포일러"))
      _ = try await dimo.client.expect(report, token: reporter.access, as: RespondMessage.self)
      let again = try await dimo.client.send(report, token: reporter.access)
      #expect(again.status == 409)
      #expect(try again.message().message == DimoMessages.alreadyReported)
      #expect(try await dimo.client.send(report, token: author.access).status == 422)
      #expect(
        try await dimo.client.send(
          .reportUser(RequestReport(reviewID: 987_654, reportReason: "홍보")), token: reporter.access
        ).status == 404)
    }
  }
}
