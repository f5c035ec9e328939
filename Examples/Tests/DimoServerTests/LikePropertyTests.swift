import DimoAPI
import DimoDomain
import ExampleSupport
import Foundation
import PropertyBased
import Testing

/// Random like and unlike sequences by several users on reviews and comments: every answer's
/// count, and every stored counter, equals the likes a model holds — never negative.
@Suite(
  "Like and unlike sequences keep counters equal to rows (property-based)", .timeLimit(.minutes(8)))
struct LikePropertyTests {
  @Test(arguments: TestEngine.allCases)
  func countersEqualTheRows(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      var users: [TestUser] = []
      for index in 0..<4 { users.append(try await dimo.signUp("plike\(index)")) }
      let likers = users
      let review = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 30, reviewContent: "좋아요 실험", reviewSpoiler: 0)),
        token: likers[0].access, as: RespondWriteReview.self
      ).reviewID
      let comment = try await dimo.client.expect(
        .writeComment(
          RequestWriteComment(
            characterID: 30, reviewID: review, commentContent: "댓글 실험", commentSpoiler: 0)),
        token: likers[1].access, as: RespondWriteComment.self
      ).commentID
      let model = Locked<[String: Set<Int>]>([:])
      await propertyCheck(count: 15, input: Gen.int(in: 0...1_000_000).array(of: 1...25)) { steps in
        for step in steps {
          let user = step % likers.count
          let onComment = (step / likers.count) % 2 == 1
          let like = (step / (likers.count * 2)) % 2 == 0
          let endpoint: DimoEndpoint =
            switch (onComment, like) {
            case (false, true): .likeReview(RequestReview(characterID: 30, reviewID: review))
            case (false, false): .dislikeReview(RequestReview(characterID: 30, reviewID: review))
            case (true, true): .likeComment(RequestCommentLike(characterID: 30, commentID: comment))
            case (true, false):
              .dislikeComment(RequestCommentLike(characterID: 30, commentID: comment))
            }
          let answer = try await dimo.client.expect(
            endpoint, token: likers[user].access, as: RespondLikeCount.self)
          let key = onComment ? "comment" : "review"
          let (changed, count) = model.withLock { likes in
            let changed =
              like
              ? likes[key, default: []].insert(user).inserted
              : likes[key, default: []].remove(user) != nil
            return (changed, likes[key, default: []].count)
          }
          #expect(answer.likeCnt == count)
          #expect(answer.code == (changed ? 200 : 201))
        }
        let reviewCounts = try await dimo.reviewLikes(review)
        let commentCounts = try await dimo.commentLikes(comment)
        #expect(reviewCounts.counter == reviewCounts.rows)
        #expect(commentCounts.counter == commentCounts.rows)
        #expect(reviewCounts.counter == model.value["review", default: []].count)
        #expect(commentCounts.counter == model.value["comment", default: []].count)
      }
      #expect(try await dimo.countersMatchRows())
    }
  }
}
