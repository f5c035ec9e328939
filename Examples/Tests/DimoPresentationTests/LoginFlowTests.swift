import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

@Suite("Logging in, headless, against the DIMO server", .timeLimit(.minutes(3)))
@MainActor
struct LoginFlowTests {
  /// Starts logged out, with an account `account` on the server, and opens DimoLogin.
  private func openLogin(_ harness: DimoAppHarness) async throws -> LoginBinding {
    harness.start()
    let start = try await harness.bind("LoginStart", as: LoginStartViewModel.self) { $0 }
    let dimoLogin = PublishRelay<Void>()
    let output = start.transform(.init(dimoLoginTapped: dimoLogin.signal))
    #expect(output.socialButtons.count == 3 && output.socialReason == DimoStrings.socialUnavailable)
    dimoLogin.send()
    return try await harness.bind("DimoLogin", as: DimoLoginViewModel.self, LoginBinding.init)
  }

  @Test func aWrongPasswordShowsTheToastAndAnUnknownIDThePopup() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let account = try await backend.signUp(through: harness.data.auth)
      await harness.data.session.logOut()
      let login = try await openLogin(harness)
      #expect(login.output.isLoginEnabled.value == false)
      login.logIn(account.userID, "wrong123!")
      _ = await bounded("login state: not loading") { await login.output.isLoading.first { !$0 } }
      #expect(login.toasts == [DimoStrings.checkIDAndPassword])

      login.logIn("nobody_here", "dimo123!")
      let popup = try #require(await harness.frontEnd.waitForDialog())
      #expect(popup.title == "존재하지 않는 회원정보")
      #expect(popup.message == "일치하는 회원 정보가 없습니다.\n아이디 또는 비밀번호를 다시 확인해 주세요.")
      #expect(harness.frontEnd.chooseDialogButton("확인"))
      expectNavigation(harness.navigator, #"tab main* [LoginStart "DIMO", DimoLogin "로그인"]"#)
      harness.quit()
    }
  }

  @Test func aRightLoginOpensTheTabsAndReleasesTheAuthFlow() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let account = try await backend.signUp(through: harness.data.auth)
      await harness.data.session.logOut()
      let login = try await openLogin(harness)
      harness.leaks.track(try #require(harness.app?.auth))
      login.logIn(account.userID, account.password)
      await harness.frontEnd.waitUntil { $0.tabs.count == 4 }
      expectNavigation(harness.navigator, tabsOutline())
      #expect(harness.data.session.hasSession)
      harness.leaks.expectAllReleased()
      harness.quit()
    }
  }

  @Test func aRevokedSessionEndsAtTheLoginWithAMessage() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let account = try await backend.signUp(through: harness.data.auth)
      harness.start()
      await harness.frontEnd.waitUntil { $0.tabs.count == 4 }
      harness.leaks.track(try #require(harness.app?.tabBar))
      // A one-time password revokes every session; the next call finds out.
      let other = backend.makeData(folder: try TemporaryFolder("dimo-other").url)
      try await backend.resetPassword(of: account, through: other.auth)
      await backend.sendAuthorizedRequest(through: harness.data)
      let start = try #require(
        await harness.frontEnd.waitForScreen("LoginStart", as: LoginStartViewModel.self))
      #expect(start.transform(.init()).notice == DimoStrings.sessionExpired)
      expectNavigation(harness.navigator, #"tab main* [LoginStart "DIMO"]"#)
      harness.leaks.expectAllReleased()
      harness.quit()
    }
  }
}
