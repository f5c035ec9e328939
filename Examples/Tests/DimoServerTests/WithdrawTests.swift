import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite(
  "Withdrawal: what is deleted, what is anonymized, counters that follow", .timeLimit(.minutes(8)))
struct WithdrawTests {
  @Test(arguments: TestEngine.allCases)
  func withdrawingDeletesPostsKeepsVotesAnonymouslyAndLowersCounters(engine: TestEngine)
    async throws
  {
    try await withDimo(engine) { dimo in
      let leaver = try await dimo.signUp("leaver01", mbti: "ESFP")
      let stayer = try await dimo.signUp("stayer01")
      let token = leaver.access
      let ownReview = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 20, reviewContent: "떠날 사람의 리뷰", reviewSpoiler: 0)),
        token: token, as: RespondWriteReview.self
      ).reviewID
      let othersReview = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 20, reviewContent: "남는 사람의 리뷰", reviewSpoiler: 0)),
        token: stayer.access, as: RespondWriteReview.self
      ).reviewID
      _ = try await dimo.client.expect(
        .likeReview(RequestReview(characterID: 20, reviewID: othersReview)), token: token,
        as: RespondLikeCount.self)
      _ = try await dimo.client.expect(
        .writeComment(
          RequestWriteComment(
            characterID: 20, reviewID: othersReview, commentContent: "댓글", commentSpoiler: 0)),
        token: token, as: RespondWriteComment.self)
      let character = 20
      let anime = try await dimo.number(
        "SELECT anime_id AS n FROM anime_character WHERE character_id = \(character)")
      _ = try await dimo.client.expect(
        .vote(
          RequestVote(contentID: anime, characterID: character, ei: "E", sn: "S", tf: "F", jp: "P")),
        token: token, as: RespondVote.self)
      _ = try await dimo.client.expect(
        .likeContent(RequestContent(contentType: .anime, contentID: anime)), token: token,
        as: RespondIsLiked.self)
      let votesBefore = try await dimo.number(
        "SELECT vote_count AS n FROM anime_character WHERE character_id = \(character)")

      let long = try await dimo.client.send(
        .withdraw(RequestWithdraw(dropReason: String(repeating: "가", count: 201))), token: token)
      #expect(long.status == 422)
      _ = try await dimo.client.expect(
        .withdraw(RequestWithdraw(dropReason: "기타\n 탈퇴사유: 시간이 없어요")), token: token,
        as: RespondMessage.self)

      #expect(try await dimo.client.send(.home(RequestUser()), token: token).status == 401)
      #expect(
        try await dimo.client.send(
          .login(RequestLogin(userID: leaver.userID, password: leaver.password))
        )
        .status == 401)
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM character_review WHERE review_id = \(ownReview)")
          == 0)
      #expect(try await dimo.reviewLikes(othersReview) == (0, 0))
      #expect(try await dimo.countersMatchRows())
      #expect(
        try await dimo.number(
          "SELECT vote_count AS n FROM anime_character WHERE character_id = \(character)")
          == votesBefore, "votes stay in the statistics")
      let anonymous = try await dimo.number(
        """
        SELECT COUNT(*) AS n FROM dimo_user WHERE withdrawn_at IS NOT NULL AND name = '알수없음'
          AND user_id LIKE '알수없음%' AND nickname = user_id AND password_hash IS NULL
          AND phone_number IS NULL AND agency IS NULL
        """)
      #expect(anonymous == 1)
      let comments = try await dimo.client.expect(
        .comments(RequestComments(reviewID: othersReview)), token: stayer.access,
        as: RespondCommentList.self)
      #expect(comments.commentList.isEmpty)
      #expect(
        try await dimo.client.send(
          .profile(RequestUser(userID: leaver.userID)), token: stayer.access
        )
        .status == 404)

      let again = try await dimo.signUp("leaver01")
      #expect(again.nickname == leaver.nickname, "the id and nickname are free again")
    }
  }

  @Test func aNicknameCannotLookLikeAWithdrawnOne() {
    #expect(throws: DimoRuleViolation.nickname) { try DimoRules.validatedNickname("알수없음12") }
  }
}
