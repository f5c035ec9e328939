import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// 캐릭터 요청하기 and 1:1 문의 against a real DIMO server: what they send is stored (read back
/// from the server's database), and a form that breaks a rule sends nothing.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct SupportFlowTests {
  @Test func aCharacterRequestIsStoredAndTheScreenCloses() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      tab.choose(.characterRequest)
      let form = try await harness.bind(
        "CharacterRequest", as: CharacterRequestViewModel.self, CharacterRequestBinding.init)
      #expect(form.output.categories == [.anime, .movie])
      #expect(form.output.state.value.category == .anime)
      form.category.send(.movie)
      form.title.send("  인사이드 아웃  ")
      #expect(!form.output.state.value.isRequestEnabled, "both fields are needed")
      form.request.send()
      #expect(backend.requestCount("admin/request_character") == 0)
      form.name.send("기쁨이")
      #expect(form.output.state.value.isRequestEnabled)
      form.request.send()
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
      #expect(form.toasts.messages == ["요청을 완료했어요"])
      #expect(
        try await backend.number(
          """
          SELECT COUNT(*) AS n FROM request_character
          WHERE category = '영화' AND title = '인사이드 아웃' AND character_name = '기쁨이'
          """) == 1)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func anInquiryIsStoredAndListedBelowTheForm() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      tab.choose(.inquiry)
      let form = try await harness.bind("Inquiry", as: InquiryViewModel.self, InquiryBinding.init)
      let empty = await bounded("no inquiry yet") {
        await form.output.state.first { !$0.sent.isLoading }
      }
      #expect(empty?.sent == .empty(DimoStrings.noInquiries))
      form.text.send("짧음")
      form.category.send(.bug)
      #expect(!form.state.isSendEnabled, "at least 5 characters")
      form.send.send()
      #expect(backend.requestCount("inquiry") == 1, "only the list was asked for")
      form.text.send("투표 결과 화면이 가끔 비어 보여요")
      #expect(form.state.isSendEnabled)
      form.send.send()
      let listed = await bounded("the sent inquiry") {
        await form.output.state.first { ($0.sent.value?.count ?? 0) == 1 }
      }
      let inquiry = try requireValue(listed?.sent.value?.first)
      #expect(inquiry.category == .bug && inquiry.text == "투표 결과 화면이 가끔 비어 보여요")
      #expect(form.toasts.messages == ["문의를 보냈어요"])
      #expect(form.state.text.isEmpty)
      #expect(
        try await backend.number(
          """
          SELECT COUNT(*) AS n FROM inquiry JOIN dimo_user USING (user_no)
          WHERE user_id = '\(tab.account.userID)' AND category = '오류 신고'
            AND content = '투표 결과 화면이 가끔 비어 보여요'
          """) == 1)
      #expect(tab.stackNames == ["Setting", "Inquiry"])
      #expect(harness.frontEnd.pressBack())
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
