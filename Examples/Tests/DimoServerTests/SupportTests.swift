import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("The service center: notices and 1:1 inquiries", .timeLimit(.minutes(8)))
struct SupportTests {
  @Test(arguments: TestEngine.allCases)
  func noticesAreListedNewestFirst(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("reader")
      let answer = try await dimo.client.expect(
        .notices(RequestUser()), token: user.access, as: RespondNotices.self)
      #expect(answer.notices.count == 4)
      #expect(answer.notices.first?.title == "닉네임과 MBTI는 한 달에 한 번 바꿀 수 있어요")
      let dates = answer.notices.map(\.createdAt)
      #expect(dates == dates.sorted(by: >), "newest first")
      #expect(answer.notices.allSatisfy { !$0.content.isEmpty })
      #expect(try await dimo.client.send(.notices(RequestUser())).status == 401)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func anInquiryIsStoredAndOnlyItsSenderSeesIt(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("inquirer")
      let other = try await dimo.signUp("bystander")
      let sent = try await dimo.client.expect(
        .sendInquiry(RequestInquiry(category: "투표", content: "  투표를 취소하고 싶어요  ")),
        token: user.access, as: RespondInquiry.self)
      _ = try await dimo.client.expect(
        .sendInquiry(RequestInquiry(category: "기타", content: "두 번째 문의입니다")),
        token: user.access, as: RespondInquiry.self)
      #expect(try await dimo.number("SELECT COUNT(*) AS n FROM inquiry") == 2)
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM inquiry WHERE content = '투표를 취소하고 싶어요' AND inquiry_id = \(sent.inquiryID)"
        ) == 1, "stored trimmed")

      let mine = try await dimo.client.expect(
        .inquiries(RequestUser()), token: user.access, as: RespondInquiries.self)
      #expect(mine.inquiries.map(\.content) == ["두 번째 문의입니다", "투표를 취소하고 싶어요"])
      let theirs = try await dimo.client.expect(
        .inquiries(RequestUser()), token: other.access, as: RespondInquiries.self)
      #expect(theirs.inquiries.isEmpty)
      let peek = try await dimo.client.send(
        .inquiries(RequestUser(userID: user.userID)), token: other.access)
      #expect(peek.status == 403, "nobody reads another user's inquiries")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func badInquiriesAreRefusedWithASentenceAndStoreNothing(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("badasker")
      let tooLong = String(repeating: "가", count: DimoRules.inquiryLength.upperBound + 1)
      for request in [
        RequestInquiry(category: "드라마", content: "카테고리가 없어요"),
        RequestInquiry(category: "기타", content: "짧음"),
        RequestInquiry(category: "기타", content: "    "),
        RequestInquiry(category: "기타", content: tooLong),
        RequestInquiry(userID: "someoneelse", category: "기타", content: "남의 이름으로 보내요"),
      ] {
        let answer = try await dimo.client.send(.sendInquiry(request), token: user.access)
        #expect((400..<500).contains(answer.status), "\(request)")
        #expect(try !answer.message().message.isEmpty)
      }
      #expect(
        try await dimo.client.send(
          .sendInquiry(RequestInquiry(category: "기타", content: "로그인 없이 보내요"))
        ).status == 401)
      #expect(try await dimo.number("SELECT COUNT(*) AS n FROM inquiry") == 0)
    }
  }
}
