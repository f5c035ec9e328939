import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite(
  "One text rule: control characters and bidi controls refused in every stored text",
  .timeLimit(.minutes(8)))
struct TextRuleTests {
  /// What no stored text may hold: a terminal escape, BEL, DEL, a C1 control (CSI), the
  /// right-to-left override, an isolate, a mark and the Arabic letter mark.
  static let refused = [
    "\u{1B}[2J", "\u{7}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}",
  ]

  /// A request storing `text` in one field, and that field.
  private struct Case {
    let endpoint: DimoEndpoint
    let field: DimoTextField
  }

  /// A request for every text a client can store, each carrying `text`.
  private func cases(
    _ text: String, phone: String, reviewID: Int, commentID: Int, sampleReviewID: Int
  ) -> [Case] {
    func signup(name: String = "테스트", nickname: String = "새닉네임") -> DimoEndpoint {
      .signup(
        RequestSignup(
          userID: "ctrltest", password: "dimo123!", name: name, agency: "SKT",
          phoneNumber: phone, nickname: nickname, mbti: "ENFP", pushCheck: 0))
    }
    return [
      Case(endpoint: signup(name: text), field: .name),
      Case(endpoint: signup(nickname: text), field: .nickname),
      Case(endpoint: .changeNickname(RequestChangeNickname(nickname: text)), field: .nickname),
      Case(endpoint: .modifyProfile(RequestModifyProfile(intro: text)), field: .intro),
      Case(
        endpoint: .writeReview(
          RequestWriteReview(characterID: 43, reviewContent: text, reviewSpoiler: 0)),
        field: .review),
      Case(
        endpoint: .modifyReview(
          RequestModifyReview(
            characterID: 43, reviewContent: text, reviewSpoiler: 0, reviewID: reviewID)),
        field: .review),
      Case(
        endpoint: .writeComment(
          RequestWriteComment(
            characterID: 43, reviewID: reviewID, commentContent: text, commentSpoiler: 0)),
        field: .comment),
      Case(
        endpoint: .modifyComment(
          RequestModifyComment(
            characterID: 43, commentContent: text, commentSpoiler: 0, commentID: commentID)),
        field: .comment),
      Case(
        endpoint: .reportUser(RequestReport(reviewID: sampleReviewID, reportReason: text)),
        field: .reportReason),
      Case(
        endpoint: .sendInquiry(RequestInquiry(category: "기타", content: text)), field: .inquiry),
      Case(endpoint: .saveSearch(RequestSearchKeyword(searchContent: text)), field: .search),
      Case(endpoint: .searchCharacter(RequestSearch(searchContent: text)), field: .search),
      Case(endpoint: .searchContent(RequestSearch(searchContent: text)), field: .search),
      Case(
        endpoint: .requestCharacter(
          RequestCharacterRequest(category: "애니", title: text, characterName: "캐릭터")),
        field: .characterRequest),
      Case(
        endpoint: .requestCharacter(
          RequestCharacterRequest(category: "애니", title: "작품", characterName: text)),
        field: .characterRequest),
      Case(endpoint: .withdraw(RequestWithdraw(dropReason: text)), field: .dropReason),
    ]
  }

  @Test(arguments: TestEngine.allCases)
  func everyTextFieldRefusesTheSameCharactersWithTheSameSentence(engine: TestEngine)
    async throws
  {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("ctrlfield")
      let phone = "010-\(Int.random(in: 1000...9999))-\(Int.random(in: 1000...9999))"
      try await dimo.verifyPhone(phone)
      let reviewID = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(characterID: 43, reviewContent: "내 리뷰예요", reviewSpoiler: 0)),
        token: user.access, as: RespondWriteReview.self
      ).reviewID
      let commentID = try await dimo.client.expect(
        .writeComment(
          RequestWriteComment(
            characterID: 43, reviewID: reviewID, commentContent: "내 댓글", commentSpoiler: 0)),
        token: user.access, as: RespondWriteComment.self
      ).commentID
      let sampleReviewID = try #require(
        try await dimo.client.expect(
          .reviews(RequestCharacter(characterID: 43)), token: user.access,
          as: RespondReviewList.self
        ).reviewList.first { $0.userID != user.userID }?.reviewID)

      let before = try await dimo.snapshot()
      for bad in Self.refused {
        for item in cases(
          "가나\(bad)다라마", phone: phone, reviewID: reviewID, commentID: commentID,
          sampleReviewID: sampleReviewID)
        {
          let answer = try await dimo.client.send(item.endpoint, token: user.access)
          let comment: Comment = "\(item.endpoint.route) with \(bad.unicodeScalars.map(\.value))"
          #expect(answer.status == 422, comment)
          #expect(
            try answer.message().message == DimoMessages.violation(.controlCharacter(item.field)),
            comment)
        }
      }
      for item in cases(
        "가나\n다라마", phone: phone, reviewID: reviewID, commentID: commentID,
        sampleReviewID: sampleReviewID)
      where !item.field.allowsLineBreaks {
        let answer = try await dimo.client.send(item.endpoint, token: user.access)
        #expect(answer.status == 422, "\(item.endpoint.route)")
        #expect(
          try answer.message().message == DimoMessages.violation(.lineBreak(item.field)),
          "\(item.endpoint.route)")
      }
      #expect(try await dimo.snapshot() == before, "no refused text was stored")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func multiLineTextKeepsItsLineBreaksAndTabs(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("ctrllines")
      let written = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(
            characterID: 43, reviewContent: "첫 줄\r\n둘째 줄\t끝", reviewSpoiler: 0)),
        token: user.access, as: RespondWriteReview.self)
      let stored = try await dimo.client.expect(
        .myReviews(RequestUser()), token: user.access, as: RespondMyReviews.self
      ).review.first { $0.reviewID == written.reviewID }
      #expect(stored?.reviewContent == "첫 줄\n둘째 줄\t끝", "CR LF is kept as a newline")
      let lone = try await dimo.client.send(
        .writeReview(
          RequestWriteReview(characterID: 43, reviewContent: "첫 줄\r둘째 줄", reviewSpoiler: 0)),
        token: user.access)
      #expect(lone.status == 422)
      #expect(try lone.message().message == DimoMessages.violation(.controlCharacter(.review)))
    }
  }
}
