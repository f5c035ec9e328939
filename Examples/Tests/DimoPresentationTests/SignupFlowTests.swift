import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

@Suite("Signing up, headless, against the DIMO server", .timeLimit(.minutes(3)))
@MainActor
struct SignupFlowTests {
  /// From LoginStart to a verified phone: TermsOfUse, then SignupIdentification with the code
  /// read from the server's outbox.
  private func verifyPhone(_ harness: DimoAppHarness, phone: String) async throws {
    harness.start()
    let start = try await harness.bind("LoginStart", as: LoginStartViewModel.self) { $0 }
    let signUp = PublishRelay<Void>()
    _ = start.transform(.init(signUpTapped: signUp.signal))
    signUp.send()
    let terms = try await harness.bind("Terms", as: TermsViewModel.self) { $0 }
    let toggle = PublishRelay<TermItem>()
    let proceed = PublishRelay<Void>()
    let read = PublishRelay<TermItem>()
    let output = terms.transform(
      .init(toggled: toggle.signal, continueTapped: proceed.signal, readTapped: read.signal))
    toggle.send(.age)
    toggle.send(.service)
    #expect(!output.isContinueEnabled.value)
    // "보기": the privacy consent's whole text, read before agreeing; back keeps the boxes.
    read.send(.age)
    #expect(harness.frontEnd.state.visibleScreen?.name == "Terms", "the age item has no text")
    read.send(.privacy)
    await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "TermDocument" }
    let text = try #require(harness.frontEnd.visibleContent(as: DocumentViewModel.self))
    #expect(text.title == "개인정보 수집 및 이용 동의")
    #expect(text.transform(.init()).paragraphs == DimoStrings.privacyPolicy)
    #expect(harness.frontEnd.pressBack())
    await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Terms" }
    #expect(output.agreed.value == [.age, .service])
    toggle.send(.privacy)
    #expect(output.isContinueEnabled.value && !output.isAllAgreed.value)
    proceed.send()

    let identification = try await harness.bind(
      "SignupIdentification", as: IdentificationViewModel.self, IdentificationBinding.init)
    identification.name.send("홍길동")
    identification.agency.send()
    let picker = try #require(await harness.frontEnd.waitForDialog())
    #expect(picker.buttons.map(\.title) == ["SKT", "KT", "LGU+", "알뜰폰", "취소"])
    #expect(harness.frontEnd.chooseDialogButton("KT"))
    identification.phone.send(phone.filter(\.isNumber))
    _ = await bounded("identification: agency == \"KT\"") {
      await identification.output.state.first { $0.agency == "KT" }
    }
    #expect(identification.state.phoneNumber == phone && identification.state.isRequestEnabled)
    identification.request.send()
    _ = await bounded("identification state: isCodeSent") {
      await identification.output.state.first { $0.isCodeSent }
    }
    #expect(identification.toasts == ["인증 번호를 발송했어요"])
    #expect(identification.state.countdown == "3:00")
    identification.code.send("000000")
    identification.next.send()
    _ = await bounded("identification state: codeError != nil") {
      await identification.output.state.first { $0.codeError != nil }
    }
    #expect(identification.state.codeError == "인증 번호가 올바르지 않습니다.")
    identification.code.send(try harness.backend.lastCode(to: phone))
    identification.next.send()
  }

  @Test func theWholeSignUpCreatesTheAccountAndOpensTheTabs() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let taken = try await backend.signUp(
        through: backend.makeData(folder: try TemporaryFolder("dimo-other").url).auth)
      let phone = DimoBackend.newPhone()
      try await verifyPhone(harness, phone: phone)

      let idRegister = try await harness.bind(
        "IDRegister", as: IDRegisterViewModel.self, IDRegisterBinding.init)
      idRegister.userID.send("ab")
      idRegister.check.send()
      #expect(idRegister.output.state.value.message == DimoStrings.userIDRule)
      idRegister.userID.send(taken.userID)
      idRegister.check.send()
      _ = await bounded("idRegister: message == \"사용할 수 없는 아이디입니다.\"") {
        await idRegister.output.state.first { $0.message == "사용할 수 없는 아이디입니다." }
      }
      #expect(!idRegister.output.state.value.isNextEnabled)
      let userID = "newbie_\(Int.random(in: 100...999))"
      idRegister.userID.send(userID)
      idRegister.check.send()
      _ = await bounded("idRegister: message == \"사용 가능한 아이디입니다.\"") {
        await idRegister.output.state.first { $0.message == "사용 가능한 아이디입니다." }
      }
      idRegister.next.send()

      do {
        let password = try await harness.bind("Password", as: PasswordViewModel.self) { $0 }
        let (secret, again, passwordNext) = (
          PublishRelay<String>(), PublishRelay<String>(), PublishRelay<Void>()
        )
        let passwordOutput = password.transform(
          .init(
            password: secret.signal, confirmation: again.signal, nextTapped: passwordNext.signal))
        secret.send("dimo1234")
        #expect(!passwordOutput.state.value.isValid)
        secret.send("dimo123!")
        again.send("dimo123?")
        #expect(passwordOutput.state.value.isMismatch && !passwordOutput.state.value.isNextEnabled)
        again.send("dimo123!")
        passwordNext.send()

        let nickname = try await harness.bind("Nickname", as: NicknameViewModel.self) { $0 }
        let (nick, nickNext) = (PublishRelay<String>(), PublishRelay<Void>())
        let nickOutput = nickname.transform(
          .init(nickname: nick.signal, nextTapped: nickNext.signal))
        nick.send("디")
        #expect(nickOutput.state.value.message?.text == "두 글자 이상 입력해주세요.")
        let chosen = "디모\(Int.random(in: 1000...9999))"
        nick.send(chosen)
        #expect(nickOutput.state.value.isNextEnabled)
        nickNext.send()

        let mbti = try await harness.bind("JoinMbti", as: JoinMbtiViewModel.self) { $0 }
        let (letter, mbtiNext) = (PublishRelay<Character>(), PublishRelay<Void>())
        let mbtiOutput = mbti.transform(
          .init(letterChosen: letter.signal, nextTapped: mbtiNext.signal))
        for choice in "INFJ" { letter.send(choice) }
        letter.send("P")
        #expect(mbtiOutput.state.value.mbti?.description == "INFP")
        harness.leaks.track(try #require(harness.app?.auth))
        mbtiNext.send()

        let complete = try await harness.bind("JoinComplete", as: AuthMessageViewModel.self) { $0 }
        expectNavigation(harness.navigator, #"tab main* [JoinComplete "회원가입"]"#)
        let chosenAction = PublishRelay<AuthMessageAction>()
        let completeOutput = complete.transform(.init(chosen: chosenAction.signal))
        #expect(completeOutput.message == "회원가입을 완료했어요")
        chosenAction.send(.startDIMO)
        await harness.frontEnd.waitUntil { $0.tabs.count == 4 }
      }
      expectNavigation(harness.navigator, tabsOutline())
      harness.leaks.expectAllReleased()

      // The account exists, with the verified phone, and logs in.
      let again2 = backend.makeData(folder: try TemporaryFolder("dimo-login").url)
      try await again2.auth.logIn(userID: userID, password: "dimo123!")
      harness.quit()
    }
  }

  @Test func aTakenNicknameComesBackToNickName() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let taken = try await backend.signUp(
        through: backend.makeData(folder: try TemporaryFolder("dimo-other").url).auth)
      let phone = DimoBackend.newPhone()
      try await verifyPhone(harness, phone: phone)
      let idRegister = try await harness.bind(
        "IDRegister", as: IDRegisterViewModel.self, IDRegisterBinding.init)
      idRegister.userID.send("second_\(Int.random(in: 100...999))")
      idRegister.check.send()
      _ = await bounded("idRegister state: isNextEnabled") {
        await idRegister.output.state.first { $0.isNextEnabled }
      }
      idRegister.next.send()
      let password = try await harness.bind("Password", as: PasswordViewModel.self) { $0 }
      let (secret, again, next) = (
        PublishRelay<String>(), PublishRelay<String>(), PublishRelay<Void>()
      )
      _ = password.transform(
        .init(password: secret.signal, confirmation: again.signal, nextTapped: next.signal))
      secret.send("dimo123!")
      again.send("dimo123!")
      next.send()
      let nickname = try await harness.bind("Nickname", as: NicknameViewModel.self) { $0 }
      let (nick, nickNext) = (PublishRelay<String>(), PublishRelay<Void>())
      let nickOutput = nickname.transform(.init(nickname: nick.signal, nextTapped: nickNext.signal))
      nick.send(taken.nickname)
      nickNext.send()
      let mbti = try await harness.bind("JoinMbti", as: JoinMbtiViewModel.self) { $0 }
      let (letter, mbtiNext) = (PublishRelay<Character>(), PublishRelay<Void>())
      _ = mbti.transform(.init(letterChosen: letter.signal, nextTapped: mbtiNext.signal))
      for choice in "ESTJ" { letter.send(choice) }
      mbtiNext.send()
      _ = await bounded("nickOutput: message?.text == \"중복된 닉네임이 존재합니다.\"") {
        await nickOutput.state.first { $0.message?.text == "중복된 닉네임이 존재합니다." }
      }
      #expect(!nickOutput.state.value.isNextEnabled)
      #expect(harness.frontEnd.visibleScreen?.name == "Nickname")
      #expect(!harness.data.session.hasSession)

      // A new nickname, and JoinMbti again: the type chosen before is still chosen.
      nick.send("새닉\(Int.random(in: 1000...9999))")
      nickNext.send()
      let mbtiAgain = try await harness.bind("JoinMbti", as: JoinMbtiViewModel.self) { $0 }
      let againOutput = mbtiAgain.transform(.init())
      #expect(againOutput.state.value.mbti?.description == "ESTJ")
      #expect(againOutput.state.value.isNextEnabled)
      harness.quit()
    }
  }

  @Test func theCodeRunsOutAfterThreeMinutesOfTicks() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      harness.start()
      let start = try await harness.bind("LoginStart", as: LoginStartViewModel.self) { $0 }
      let signUp = PublishRelay<Void>()
      _ = start.transform(.init(signUpTapped: signUp.signal))
      signUp.send()
      let terms = try await harness.bind("Terms", as: TermsViewModel.self) { $0 }
      let (all, proceed) = (PublishRelay<Void>(), PublishRelay<Void>())
      let output = terms.transform(.init(allToggled: all.signal, continueTapped: proceed.signal))
      all.send()
      #expect(output.isAllAgreed.value)
      proceed.send()
      let identification = try await harness.bind(
        "SignupIdentification", as: IdentificationViewModel.self, IdentificationBinding.init)
      identification.name.send("홍길동")
      identification.agency.send()
      _ = try #require(await harness.frontEnd.waitForDialog())
      #expect(harness.frontEnd.chooseDialogButton("SKT"))
      identification.phone.send("01098765432")
      _ = await bounded("identification state: isRequestEnabled") {
        await identification.output.state.first { $0.isRequestEnabled }
      }
      identification.request.send()
      _ = await bounded("identification state: isCodeSent") {
        await identification.output.state.first { $0.isCodeSent }
      }
      identification.code.send("123456")
      #expect(identification.state.isNextEnabled)
      harness.ticks.tick(179)
      // 179 ticks are 179 turns of the countdown on the main actor, each behind every other
      // main-actor job of the test process: a loaded run was at "0:27" after 20 s.
      _ = await bounded("identification state: secondsLeft == 1", limit: .seconds(90)) {
        await identification.output.state.first { $0.secondsLeft == 1 }
      }
      #expect(identification.state.countdown == "0:01")
      harness.ticks.tick()
      _ = await bounded("identification state: secondsLeft == 0") {
        await identification.output.state.first { $0.secondsLeft == 0 }
      }
      #expect(identification.state.codeError == DimoStrings.codeExpired)
      #expect(!identification.state.isNextEnabled)
      harness.quit()
    }
  }
}
