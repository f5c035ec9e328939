import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoAPI
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// 회원탈퇴 against a real DIMO server: one reason, the text cut at 100 characters, the alert,
/// then the account anonymized as the server does it and the app at the login.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct WithdrawFlowTests {
  @Test func withdrawingAnonymizesTheAccountAndEndsAtTheLogin() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      let account = tab.account
      let review = try await harness.data.reviewRepository.writeReview(
        characterID: 20, draft: ReviewDraft(text: "떠나기 전에 남기는 리뷰"))
      let userNo = try await backend.number(
        "SELECT user_no AS n FROM dimo_user WHERE user_id = '\(account.userID)'")
      let anime = try await backend.number(
        "SELECT anime_id AS n FROM anime_character WHERE character_id = 21")
      _ = try await harness.data.voteRepository.vote(
        try requireValue(MBTI("ENFP")), characterID: 21, contentID: anime, isRevote: false)
      harness.leaks.track(try requireValue(harness.app?.tabBar))

      try await tab.chooseMyInfo(.withdraw)
      let withdraw = try await harness.bind(
        "Withdraw", as: WithdrawViewModel.self, WithdrawBinding.init)
      #expect(tab.stackNames == ["Setting", "MyInfo", "Withdraw"])
      #expect(
        withdraw.output.reasons.map(DimoStrings.withdrawReason) == [
          "콘텐츠 불만족", "서비스 불만족", "앱 불만족", "사용 빈도 낮음", "단순 흥미 하락", "기타",
        ])
      #expect(!withdraw.state.isWithdrawEnabled, "a reason must be chosen")
      withdraw.text.send(String(repeating: "가", count: 150))
      #expect(withdraw.state.text.count == 100 && withdraw.state.wasCut)
      #expect(withdraw.state.count == "100/100")
      withdraw.reason.send(.other)
      withdraw.reason.send(.lostInterest)
      let sent = try requireValue(withdraw.state.sentReason)
      #expect(sent == "단순 흥미 하락\n 탈퇴사유: " + String(repeating: "가", count: 100))
      #expect(DimoRules.dropReasonLength.contains(DimoRules.length(of: sent)))

      withdraw.withdraw.send()
      let alert = try requireValue(await harness.frontEnd.waitForDialog())
      #expect(alert.title == "정말 탈퇴하시나요?")
      #expect(alert.message == DimoStrings.withdrawAlertMessage)
      #expect(alert.buttons.map(\.title) == ["취소", "탈퇴하기"])
      #expect(harness.frontEnd.chooseDialogButton("취소"))
      _ = await bounded("not sending") { await withdraw.output.state.first { !$0.isSending } }
      #expect(backend.requestCount("drop") == 0)

      withdraw.withdraw.send()
      _ = try requireValue(await harness.frontEnd.waitForDialog())
      #expect(harness.frontEnd.chooseDialogButton("탈퇴하기"))
      let start = try requireValue(
        await harness.frontEnd.waitForScreen("LoginStart", as: LoginStartViewModel.self))
      #expect(start.transform(.init()).notice == DimoStrings.withdrawn)
      expectNavigation(harness.navigator, #"tab main* [LoginStart "DIMO"]"#)
      #expect(!harness.data.session.hasSession)

      // As the server anonymizes: the account renamed, its review gone, its vote kept.
      let renamed = try await backend.text(
        "SELECT user_id AS t FROM dimo_user WHERE user_no = \(userNo)")
      #expect(renamed?.hasPrefix("알수없음") == true)
      #expect(
        try await backend.text("SELECT nickname AS t FROM dimo_user WHERE user_no = \(userNo)")
          == renamed)
      #expect(
        try await backend.text("SELECT drop_reason AS t FROM drop_reason ORDER BY drop_id DESC")
          == sent)
      #expect(
        try await backend.number(
          "SELECT COUNT(*) AS n FROM character_review WHERE review_id = \(review)") == 0)
      #expect(
        try await backend.number(
          "SELECT COUNT(*) AS n FROM anime_character_vote WHERE user_no = \(userNo)") == 1)
      let other = backend.makeData(folder: try TemporaryFolder("dimo-after").url)
      var loginFailure: AuthFailure?
      do throws(AuthFailure) {
        try await other.auth.logIn(userID: account.userID, password: account.password)
      } catch {
        loginFailure = error
      }
      #expect(loginFailure != nil, "the old id no longer logs in")
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
