import CairnTerminal
import DimoData
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The Home tab's screens on a virtual terminal, against a real DIMO server.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct HomeTerminalTests {
  @Test func homeShowsItsSectionsWithPostersAndTheCategorySheet() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, mbti: "INFJ")
      let home = app.data.homeRepository
      let anime = try await firstTitle(of: home.fetchSection(.sameMBTIContents, type: .anime))
      let movie = try await firstTitle(of: home.fetchSection(.sameMBTIContents, type: .movie))
      let screen = app.start(width: 80, height: 40)
      await screen.waitForText("Today's DIMO · 애니")
      await screen.waitForText("INFJ가 주인공인 영화")
      await screen.waitForText(anime)
      // The posters load after the sections: await one drawn in half blocks.
      await screen.waitUntil("a poster drawn in half blocks") {
        $0.contains("▀") || $0.contains("▄")
      }
      screen.press(.char("c"))
      // The key hints say 카테고리 too: await the sheet's own first button.
      await screen.waitForText("1 영화")
      #expect(screen.text.contains("2 애니"))
      screen.press(.char("1"))
      await screen.waitForText("Today's DIMO · 영화")
      await screen.waitForHomeLoaded()
      // The movie home: its own works, none of the anime home's.
      await screen.waitForText(movie)
      #expect(!screen.text.contains(anime))
      app.quit()
    }
  }

  @Test func anEmptyCatalogAndAFailingSectionShowTheirOwnStates() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth)
      try await backend.emptyCatalog()
      backend.failNext("home/anime")
      let screen = app.start(width: 80, height: 40)
      // Each section settles on its own: await each state, not one for all.
      await screen.waitForText(DimoStrings.emptyCharacters)
      await screen.waitForText(DimoStrings.emptySection)
      await screen.waitForText("일시적인 오류가 발생했어요")
      screen.press(.char("r"))
      await screen.waitUntil("Today's DIMO empty after r") { !$0.contains("일시적인 오류") }
      app.quit()
    }
  }

  @Test func theSpoilerAlertThenTheCharacterMoreList() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth, mbti: "ENFP")
      let screen = app.start(width: 80, height: 40)
      await screen.waitForText("지금 핫한 영화")
      let home = try #require(
        app.app?.tabBar?.tabs[DimoTabBarCoordinator.homeTab] as? DimoHomeCoordinator)
      home.showMore(.sameMBTICharacters, title: "스포주의! ENFP 캐릭터 모아보기")
      await screen.waitForText("스포 주의")
      #expect(screen.text.contains("MBTI가 노출될 수 있습니다."))
      #expect(screen.text.contains("뒤로가기"))
      screen.press(.enter)
      // The push, not the title: Home shows the same title on its section, under the alert and
      // after it, until the confirmed alert's task has pushed the list (a loaded run pressed
      // Esc on Home before the push, and the list came up after it).
      await screen.waitUntil("the character list pushed") { _ in
        app.navigator.state.visibleScreen?.name == "HomeMore"
      }
      await screen.waitForText("아냐 포저")
      screen.press(.escape)
      // The pop itself: "Today's DIMO" may be on the screen before it (a loaded run saw the
      // list still shown when the next key came).
      await screen.waitUntil("back on Home") { _ in
        app.navigator.state.visibleScreen?.name == "Home"
      }
      #expect(screen.text.contains("Today's DIMO"), "\(screen.text)")
      // The selection is on the first row shown: Today's DIMO's once its works are on screen.
      // Until then it is another section's, whose "더보기" `m` would open.
      await screen.waitForHomeLoaded()
      screen.press(.char("m"))
      #expect(app.navigator.state.visibleScreen?.name == "Home")
      #expect(app.navigator.state.modals.isEmpty)
      app.quit()
    }
  }
}

/// The first work's title of a section's items.
private func firstTitle(of items: HomeSectionItems) throws -> String {
  guard case .contents(let works) = items, let first = works.first else {
    throw HomeSectionHasNoWork()
  }
  return first.title
}

/// A section expected to list works listed none.
private struct HomeSectionHasNoWork: Error {}
