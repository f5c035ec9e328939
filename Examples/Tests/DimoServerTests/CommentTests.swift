import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite(
  "Comments: list, owner-only edits, likes with the right duplicate check", .timeLimit(.minutes(8)))
struct CommentTests {
  @Test(arguments: TestEngine.allCases)
  func commentsAreListedNewestFirstWithTheCallersLike(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("talker")
      let sample = try await dimo.client.expect(
        .reviews(RequestCharacter(characterID: 43)), token: user.access, as: RespondReviewList.self
      ).reviewList
      let review = try #require(sample.first)
      var ids: [Int] = []
      for text in ["첫 댓글", "둘째 댓글"] {
        ids.append(
          try await dimo.client.expect(
            .writeComment(
              RequestWriteComment(
                characterID: 43, reviewID: review.reviewID, commentContent: text, commentSpoiler: 0)
            ),
            token: user.access, as: RespondWriteComment.self
          ).commentID)
      }
      _ = try await dimo.client.expect(
        .likeComment(RequestCommentLike(characterID: 43, commentID: ids[0])), token: user.access,
        as: RespondLikeCount.self)
      let list = try await dimo.client.expect(
        .comments(RequestComments(reviewID: review.reviewID)), token: user.access,
        as: RespondCommentList.self
      ).commentList
      #expect(list.map(\.commentID) == list.map(\.commentID).sorted(by: >))
      #expect(list.first?.commentID == ids[1])
      #expect(list.first { $0.commentID == ids[0] }?.isLiked?.userID == user.userID)
      #expect(list.first { $0.commentID == ids[1] }?.isLiked == nil)
      let raw = try await dimo.client.send(
        .comments(RequestComments(reviewID: review.reviewID)), token: user.access)
      #expect(raw.text.contains(#""is_liked":null"#))
      #expect(
        try await dimo.client.send(
          .comments(RequestComments(reviewID: 999_999)), token: user.access
        )
        .status == 404)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func commentLengthsAreEnforced(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("shorty")
      for (text, status) in [
        ("", 422), ("   ", 422), ("a", 200), (String(repeating: "나", count: 501), 422),
      ] {
        let answer = try await dimo.client.send(
          .writeComment(
            RequestWriteComment(
              characterID: 43, reviewID: 1, commentContent: text, commentSpoiler: 0)),
          token: user.access)
        #expect(answer.status == status, "\(text.count) characters: \(answer.text)")
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func onlyTheAuthorEditsOrDeletesAComment(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let author = try await dimo.signUp("cauthor")
      let stranger = try await dimo.signUp("cstrange")
      let comment = try await dimo.client.expect(
        .writeComment(
          RequestWriteComment(
            characterID: 43, reviewID: 1, commentContent: "내 댓글", commentSpoiler: 0)),
        token: author.access, as: RespondWriteComment.self
      ).commentID
      let modify = DimoEndpoint.modifyComment(
        RequestModifyComment(
          characterID: 43, commentContent: "바꾼 댓글", commentSpoiler: 1, commentID: comment))
      #expect(try await dimo.client.send(modify, token: stranger.access).status == 403)
      let delete = DimoEndpoint.deleteComment(
        RequestDeleteComment(characterID: 43, reviewID: 1, commentID: comment))
      #expect(try await dimo.client.send(delete, token: stranger.access).status == 403)
      _ = try await dimo.client.expect(modify, token: author.access, as: RespondMessage.self)
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM review_comment WHERE comment_id = \(comment) AND comment_spoiler = 1"
        )
          == 1)
      let wrongReview = DimoEndpoint.deleteComment(
        RequestDeleteComment(characterID: 43, reviewID: 2, commentID: comment))
      #expect(try await dimo.client.send(wrongReview, token: author.access).status == 404)
      _ = try await dimo.client.expect(delete, token: author.access, as: RespondMessage.self)
      #expect(try await dimo.client.send(delete, token: author.access).status == 404)
    }
  }

  /// The original compared the comment id with the character id: a comment whose id equals its
  /// character's could not be liked, others could be liked again and again.
  @Test(arguments: TestEngine.allCases)
  func aCommentLikeIsCheckedAgainstThatCommentAndCountsStayEqualToRows(engine: TestEngine)
    async throws
  {
    try await withDimo(engine) { dimo in
      let fan = try await dimo.signUp("cfan001")
      let commentID = 43
      let characterID = try await dimo.number(
        "SELECT character_id AS n FROM review_comment WHERE comment_id = \(commentID)")
      let like = DimoEndpoint.likeComment(
        RequestCommentLike(characterID: characterID, commentID: commentID))
      let before = try await dimo.commentLikes(commentID)
      let first = try await dimo.client.expect(like, token: fan.access, as: RespondLikeCount.self)
      #expect(first.code == 200 && first.likeCnt == before.counter + 1)
      let again = try await dimo.client.expect(like, token: fan.access, as: RespondLikeCount.self)
      #expect(again.code == 201 && again.likeCnt == first.likeCnt)
      #expect(again.message == DimoMessages.commentAlreadyLiked)
      let unlike = DimoEndpoint.dislikeComment(
        RequestCommentLike(characterID: characterID, commentID: commentID))
      _ = try await dimo.client.expect(unlike, token: fan.access, as: RespondLikeCount.self)
      let extra = try await dimo.client.expect(unlike, token: fan.access, as: RespondLikeCount.self)
      #expect(extra.code == 201 && extra.likeCnt == before.counter)
      let after = try await dimo.commentLikes(commentID)
      #expect(after.counter == after.rows)
      #expect(after.counter == before.counter)
    }
  }
}
