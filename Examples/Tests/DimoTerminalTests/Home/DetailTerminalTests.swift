import CairnTerminal
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The content, character and review screens, the write modal and the report on a virtual
/// terminal, against a real DIMO server: driven by keys, as a user would.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct DetailTerminalTests {
  @Test func aWorkACharacterASpoilerReviewALikeAndAComment() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, nickname: "터미널")
      let screen = app.start(width: 80, height: 40)
      // Enter opens the selected row, the first work: await it, not a section title that shows
      // while its section still loads.
      await screen.waitForHomeLoaded()
      screen.press(.enter)
      await screen.waitForText("줄거리")
      await screen.waitForText("찜하기")
      screen.press(.char("d"))
      await screen.waitForText("관람가")
      #expect(!screen.text.contains("전체세"))
      screen.press(.char("g"))
      await screen.waitForText("맘에 들어요")
      screen.press(.enter)
      await screen.waitForText("평가하기: 맘에 들어요")
      screen.press(.tab, .enter)
      await screen.waitForText("[피드]")
      await screen.waitUntil("the feed, empty or not") {
        $0.contains("첫 번째 리뷰를 작성해 보세요") || $0.contains("좋아요 ")
      }
      screen.press(.char("n"))
      // The placeholder starts with the character's name: a long one cuts off its end.
      await screen.waitForText("에 대한 생각을 자유롭게")
      screen.type("터미널에서 쓴 리뷰")
      screen.press(.tab, .char(" "), .ctrl("s"))
      // Other spoiler reviews may be in the feed: await this user's card on top.
      await screen.waitUntil("the new review on top of the feed") {
        $0.contains("터미널  ") && !$0.contains("에 대한 생각을")
      }
      #expect(screen.text.contains("스포일러가 포함된 리뷰입니다."))
      #expect(screen.text.contains("좋아요 0  |  댓글 0  |  조회 0"))
      screen.press(.enter)
      await screen.waitForText("[스포주의]")
      await screen.waitForText("터미널에서 쓴 리뷰")
      screen.press(.char("l"))
      await screen.waitForText("♥ 좋아요")
      screen.press(.tab)
      screen.type("댓글도 달아요")
      screen.press(.enter)
      await screen.waitForText("댓글도 달아요  ♡ 좋아요 0")
      screen.press(.escape, .escape)
      // The author's own views never count: 조회 stays 0.
      await screen.waitForText("좋아요 1  |  댓글 1  |  조회 0")
      screen.press(.right)
      await screen.waitForText("DIMO 유저들의 생각")
      await screen.waitForText("투표하기")
      screen.press(.char("v"))
      await screen.waitForText("외향형 E")
      app.quit()
    }
  }

  @Test func theReportScreenOfAnotherUsersReview() async throws {
    try await withBackend { backend in
      let other = try TemporaryFolder("dimo-terminal-other")
      let otherData = backend.makeData(folder: other.url)
      _ = try await backend.signUp(through: otherData.auth, nickname: "남의리뷰")
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth)
      let home = RemoteHomeRepository(service: app.data.session.service)
      guard case .characters(let characters) = try await home.fetchSection(.sameMBTICharacters),
        let character = characters.first
      else {
        Issue.record("no character")
        return
      }
      _ = try await RemoteReviewRepository(service: otherData.session.service).writeReview(
        characterID: character.id, draft: ReviewDraft(text: "신고할 리뷰입니다"))
      let screen = app.start(width: 80, height: 40)
      await screen.waitForText("지금 핫한 영화")
      app.app?.tabBar?.visibleTab?.open(.character(character.id))
      await screen.waitForText("신고할 리뷰입니다")
      screen.press(.enter)
      await screen.waitForText("남의리뷰")
      screen.press(.char("m"))
      await screen.waitForText("작성자 신고하기")
      screen.press(.char("3"))
      await screen.waitForText("신고 사유를 알려주세요.")
      for reason in ["비속어 사용", "정치·종교적 발언", "기타", "최대 100자"] {
        #expect(screen.text.contains(reason))
      }
      screen.press(.down, .enter, .ctrl("s"))
      await screen.waitForText(DimoStrings.reported)
      app.quit()
    }
  }
}
