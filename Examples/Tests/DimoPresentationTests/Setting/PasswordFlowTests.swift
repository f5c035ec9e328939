import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoAPI
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// 비밀번호 변경 against a real DIMO server: the rule checked before any request (and by the
/// server), the wrong current password, the same password, and the change.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct PasswordFlowTests {
  @Test func aWeakOrSamePasswordIsRefusedBeforeAnyRequestAndAWrongOneByTheServer() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      let password = tab.account.password
      try await tab.chooseMyInfo(.password)
      let edit = try await harness.bind(
        "EditPassword", as: EditPasswordViewModel.self, EditPasswordBinding.init)
      _ = await bounded("the account") { await edit.output.state.first { !$0.isSocial.isLoading } }
      #expect(edit.state.isSocial == .loaded(false))

      edit.type(current: password, new: "weakpass")
      #expect(!edit.state.isRuleMet && !edit.state.isChangeEnabled)
      edit.change.send()
      edit.type(current: password, new: password)
      #expect(edit.state.message == "기존과 동일한 비밀번호로 변경할 수 없습니다")
      edit.change.send()
      edit.type(current: password, new: "fresh123!", again: "fresh123?")
      #expect(edit.state.message == "비밀번호가 일치하지 않습니다.")
      edit.change.send()
      #expect(backend.requestCount("user_info/change_pw") == 0, "nothing was sent")

      // The server refuses a weak password too, sent directly.
      let weak = await sendDirectly(
        RequestChangePassword(password: password, newPassword: "weakpass"), harness)
      #expect(weak == .refused(status: 422, message: DimoMessages.violation(.password)))

      edit.type(current: "wrong123!", new: "fresh123!")
      edit.change.send()
      _ = await bounded("the refusal") {
        await edit.output.state.first { $0.currentError != nil }
      }
      #expect(edit.state.currentError == "현재 비밀번호가 일치하지 않습니다.")
      #expect(edit.state.message == nil, "nothing under the new password's fields")
      #expect(
        backend.requestCount("user_info/change_pw") == 2,
        "the one sent directly and the wrong current password: the screen sent no weak one")

      edit.type(current: password, new: "fresh123!")
      edit.change.send()
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "MyInfo" }
      #expect(edit.toasts.messages == ["변경을 완료했어요"])
      let fresh = backend.makeData(folder: try TemporaryFolder("dimo-fresh").url)
      try await fresh.auth.logIn(userID: tab.account.userID, password: "fresh123!")
      #expect(harness.frontEnd.pressBack())
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func aSocialAccountSeesWhyItHasNoPasswordInsteadOfTheForm() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      // No social login reaches this server: an account is made one in its row.
      try await backend.execute(
        """
        UPDATE dimo_user SET sns_type = 'kakao', password_hash = NULL
        WHERE user_id = '\(tab.account.userID)'
        """)
      try await tab.chooseMyInfo(.password)
      let edit = try await harness.bind(
        "EditPassword", as: EditPasswordViewModel.self, EditPasswordBinding.init)
      _ = await bounded("the account") { await edit.output.state.first { !$0.isSocial.isLoading } }
      #expect(edit.state.isSocial == .loaded(true))
      edit.type(current: "", new: "fresh123!")
      edit.change.send()
      #expect(!edit.state.isChangeEnabled)
      #expect(backend.requestCount("user_info/change_pw") == 0)
      #expect(harness.frontEnd.pressBack())
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  /// Sends a password change through the app's session, past the screen's checks.
  private func sendDirectly(_ request: RequestChangePassword, _ harness: DimoAppHarness) async
    -> DimoFailure?
  {
    do throws(DimoFailure) {
      try await harness.data.settingsRepository.changePassword(
        current: request.password, new: request.newPassword)
      return nil
    } catch {
      return error
    }
  }
}
