import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

@Suite("Finding an id or a password, headless", .timeLimit(.minutes(3)))
@MainActor
struct RecoveryFlowTests {
  /// Opens DimoLogin from LoginStart.
  private func openLogin(_ harness: DimoAppHarness) async throws -> LoginBinding {
    harness.start()
    // LoginStart stays: the flow comes back to it.
    let start = try #require(
      await harness.frontEnd.waitForScreen("LoginStart", as: LoginStartViewModel.self))
    let dimoLogin = PublishRelay<Void>()
    _ = start.transform(.init(dimoLoginTapped: dimoLogin.signal))
    dimoLogin.send()
    return try await harness.bind("DimoLogin", as: DimoLoginViewModel.self, LoginBinding.init)
  }

  /// Asks for a code to `phone` on FindPW and types it.
  private func requestCode(
    _ screen: IdentificationBinding, _ phone: String, _ backend: DimoBackend
  ) async throws {
    screen.phone.send(phone)
    _ = await bounded("state: isRequestEnabled") {
      await screen.output.state.first { $0.isRequestEnabled }
    }
    screen.request.send()
    _ = await bounded("state: isCodeSent") { await screen.output.state.first { $0.isCodeSent } }
    screen.code.send(try backend.lastCode(to: phone))
    _ = await bounded("state: isNextEnabled") {
      await screen.output.state.first { $0.isNextEnabled }
    }
  }

  @Test func findIDShowsTheIDThenFindPWSendsAOneTimePassword() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let account = try await backend.signUp(through: harness.data.auth)
      await harness.data.session.logOut()
      let login = try await openLogin(harness)
      login.findUserID.send()

      let find = try await harness.bind(
        "FindID", as: IdentificationViewModel.self, IdentificationBinding.init)
      find.name.send("테스트")
      find.agency.send()
      _ = try #require(await harness.frontEnd.waitForDialog())
      #expect(harness.frontEnd.chooseDialogButton("SKT"))
      find.phone.send(account.phone)
      _ = await bounded("find state: isRequestEnabled") {
        await find.output.state.first { $0.isRequestEnabled }
      }
      find.request.send()
      _ = await bounded("find state: isCodeSent") {
        await find.output.state.first { $0.isCodeSent }
      }
      find.code.send("000000")
      find.next.send()
      _ = await bounded("find state: !isLoading && find.toasts.count == 2") {
        await find.output.state.first { !$0.isLoading && find.toasts.count == 2 }
      }
      #expect(find.toasts.last == "유효하지 않은 코드입니다.")
      find.code.send(try backend.lastCode(to: account.phone))
      find.next.send()

      do {
        let found = try await harness.bind(
          "NotificationID", as: AuthMessageViewModel.self
        ) { $0 }
        let choose = PublishRelay<AuthMessageAction>()
        let foundOutput = found.transform(.init(chosen: choose.signal))
        #expect(foundOutput.message == "테스트님의 아이디는\n \(account.userID) 입니다.")
        #expect(foundOutput.buttons.map(\.title) == ["비밀번호 찾기", "다음"])
        choose.send(.findPassword)

        let findPassword = try await harness.bind(
          "FindPW", as: IdentificationViewModel.self, IdentificationBinding.init)
        #expect(findPassword.state.needsUserID)
        findPassword.name.send("테스트")
        findPassword.agency.send()
        _ = try #require(await harness.frontEnd.waitForDialog())
        #expect(harness.frontEnd.chooseDialogButton("SKT"))
        findPassword.phone.send("010-0000-0000")
        #expect(!findPassword.state.isRequestEnabled, "no code before the id is typed")
        findPassword.userID.send(account.userID)
        // A code to a number that is not the account's: nobody is found, nothing changes.
        try await requestCode(findPassword, "010-0000-0000", backend)
        findPassword.next.send()
        _ = await bounded("findPassword state: not loading, with a toast") {
          await findPassword.output.state.first { !$0.isLoading && findPassword.toasts.count == 2 }
        }
        #expect(findPassword.toasts.last == "존재하지 않는 사용자 정보입니다.")
        // The account's number with a wrong code: refused, nothing changes.
        findPassword.phone.send(account.phone)
        findPassword.request.send()
        _ = await bounded("findPassword: a second code sent") {
          await findPassword.output.state.first { !$0.isLoading }
        }
        #expect(findPassword.toasts.last == "인증 번호를 발송했어요")
        findPassword.code.send("000000")
        findPassword.next.send()
        _ = await bounded("findPassword: the wrong code's toast") {
          await findPassword.output.state.first { !$0.isLoading && findPassword.toasts.count == 4 }
        }
        #expect(findPassword.toasts.last == "유효하지 않은 코드입니다.")
        #expect(throws: DimoBackendError.self, "no one-time password was sent") {
          try backend.lastTemporaryPassword(to: account.phone)
        }
        findPassword.code.send(try backend.lastCode(to: account.phone))
        findPassword.next.send()

        let sent = try await harness.bind("SendMessage", as: AuthMessageViewModel.self) { $0 }
        let done = PublishRelay<AuthMessageAction>()
        #expect(
          sent.transform(.init(chosen: done.signal)).message == "일회용 비밀번호를 보냈어요\n문자를 확인해 주세요.")
        done.send(.backToLoginStart)
        await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "LoginStart" }
      }
      expectNavigation(harness.navigator, #"tab main* [LoginStart "DIMO"]"#)
      harness.leaks.expectAllReleased()

      // The one-time password logs in.
      let temporary = try backend.lastTemporaryPassword(to: account.phone)
      let other = backend.makeData(folder: try TemporaryFolder("dimo-other").url)
      try await other.auth.logIn(userID: account.userID, password: temporary)
      #expect(other.session.hasSession)
      harness.quit()
    }
  }
}
