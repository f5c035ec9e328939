import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Foundation
import Testing

/// The Setting list against a real DIMO server: its sections, each row's screen pushed on the
/// Setting tab's stack and released when left, the documents, the notices and the logout.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct SettingListFlowTests {
  @Test func theListHasItsThreeSectionsAndEveryRowOpensOnTheSettingTab() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      let sections = try requireValue(
        harness.frontEnd.visibleContent(as: SettingViewModel.self)?.transform(.init()).sections)
      #expect(sections.map(\.title) == ["계정 설정", "고객센터", "기타"])
      let rows = sections.map { $0.items.map(DimoStrings.settingItem) }
      #expect(
        rows == [
          ["내 정보 변경", "MBTI 변경"], ["공지사항", "자주 묻는 질문", "1:1 문의", "캐릭터 요청하기"],
          ["서비스 이용약관", "개인정보 처리방침", "오픈소스 라이선스", "버전 정보"],
        ])
      let screens: [(SettingItem, String)] = [
        (.myInfo, "MyInfo"), (.mbti, "EditMBTI"), (.notices, "NoticeList"), (.faq, "FAQ"),
        (.inquiry, "Inquiry"), (.characterRequest, "CharacterRequest"), (.terms, "Document"),
        (.privacy, "Document"), (.licenses, "Document"), (.version, "Document"),
      ]
      let left = LeakTracker()
      for (item, name) in screens {
        tab.choose(item)
        left.track(try requireValue(await harness.frontEnd.waitForScreen(name, as: AnyObject.self)))
        #expect(tab.stackNames == ["Setting", name])
        #expect(harness.frontEnd.visibleScreen?.title == DimoStrings.settingItem(item))
        #expect(harness.frontEnd.pressBack())
        await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
      }
      expectNavigation(
        harness.navigator, tabsOutline(selected: DimoTabBarCoordinator.settingTab))
      left.expectAllReleased()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func theDocumentsAreOursAndTrue() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      @MainActor func document(_ item: SettingItem) async throws -> [String] {
        tab.choose(item)
        let viewModel = try await harness.bind("Document", as: DocumentViewModel.self) { $0 }
        let paragraphs = viewModel.transform(.init()).paragraphs
        #expect(harness.frontEnd.pressBack())
        await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
        return paragraphs
      }
      let terms = try await document(.terms)
      let purpose = terms.first { $0.hasPrefix("제1조 (목적)") }
      #expect(purpose != nil)
      #expect(terms.last?.hasPrefix("[부칙]") == true)
      let privacy = try await document(.privacy)
      #expect(privacy.contains("시행일자 : 2026-11-01"))
      let stored = privacy.first { $0.hasPrefix("제1조") } ?? ""
      for field in ["아이디", "이름", "휴대폰 번호", "닉네임", "MBTI", "투표", "리뷰"] {
        #expect(stored.contains(field), "the privacy policy names \(field)")
      }
      let version = try await document(.version)
      #expect(version.first == "DIMO \(CairnVersion.current)")
      let compiler = version.first { $0.hasPrefix("Swift 6.") }
      #expect(compiler != nil)
      let licenses = try await document(.licenses)
      let bundled = try OpenSourceLicense.bundled().get()
      #expect(licenses.count == bundled.count + 1)
      let hummingbird = licenses.first { $0.hasPrefix("hummingbird 2.") }
      #expect(hummingbird?.contains("Apache License") == true)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func theFAQListsItsNineQuestionsAndOpensEachAnswer() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      tab.choose(.faq)
      let toggle = PublishRelay<Int>()
      let output = try await harness.bind("FAQ", as: FAQViewModel.self) {
        $0.transform(.init(questionToggled: toggle.signal))
      }
      #expect(output.entries.count == 9)
      #expect(output.entries.first?.question == "DIMO는 어떤 서비스인가요?")
      #expect(output.entries.last?.question == "DIMO에서 탈퇴하고 싶어요.")
      #expect(output.entries[3].answer.contains("https://www.16personalities.com/ko"))
      #expect(output.entries[6].question == "스포일러를 당했어요.")
      toggle.send(6)
      toggle.send(2)
      #expect(output.expanded.value == [2, 6])
      toggle.send(6)
      toggle.send(42)
      #expect(output.expanded.value == [2])
      #expect(harness.frontEnd.pressBack())
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func noticesComeFromTheServerNewestFirstAndOpen() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      tab.choose(.notices)
      let load = PublishRelay<Void>()
      let select = PublishRelay<Notice>()
      let output = try await harness.bind("NoticeList", as: NoticeListViewModel.self) {
        $0.transform(.init(viewDidLoad: load.signal, noticeSelected: select.signal))
      }
      load.send()
      let loaded = await bounded("the notices") { await output.notices.first { $0.value != nil } }
      let notices = try requireValue(loaded?.value)
      #expect(notices.count == 4)
      let dates = notices.map(\.postedAt)
      #expect(dates == dates.sorted(by: >))
      let first = try requireValue(notices.first)
      select.send(first)
      let detail = try await harness.bind("Notice", as: DocumentViewModel.self) {
        (title: $0.title, paragraphs: $0.transform(.init()).paragraphs)
      }
      #expect(detail.title == first.title)
      #expect(detail.paragraphs == [DimoStrings.noticeDate(first), first.body])
      #expect(tab.stackNames == ["Setting", "NoticeList", "Notice"])
      #expect(harness.frontEnd.pressBack())
      #expect(harness.frontEnd.pressBack())
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func logOutFromMyInfoRevokesTheSessionAndShowsTheLogin() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      harness.leaks.track(try requireValue(harness.app?.tabBar))
      try await tab.chooseMyInfo(.logOut)
      let start = try requireValue(
        await harness.frontEnd.waitForScreen("LoginStart", as: LoginStartViewModel.self))
      #expect(start.transform(.init()).notice == DimoStrings.loggedOut)
      expectNavigation(harness.navigator, #"tab main* [LoginStart "DIMO"]"#)
      #expect(backend.requestCount("logout") == 1)
      #expect(!harness.data.session.hasSession)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func aLogOutTheServerCouldNotTakeSaysTheSessionIsLeftThere() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      backend.failNext("logout", count: 3)
      try await tab.chooseMyInfo(.logOut)
      let start = try requireValue(
        await harness.frontEnd.waitForScreen("LoginStart", as: LoginStartViewModel.self))
      #expect(start.transform(.init()).notice == DimoStrings.loggedOutHereOnly)
      #expect(!harness.data.session.hasSession, "this device forgot the session all the same")
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
