import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoPresentation
import DimoTestSupport
import Testing

@Suite(.timeLimit(.minutes(3)))
@MainActor
struct TabFlowTests {
  @Test func aKeptSessionOpensOnTheFourTabsEachWithItsStack() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      expectNavigation(harness.navigator, tabsOutline())
      harness.quit()
    }
  }

  @Test func noSessionOpensOnLoginStart() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      harness.start()
      let front = harness.frontEnd
      _ = try #require(await front.waitForScreen("LoginStart", as: LoginStartViewModel.self))
      expectNavigation(harness.navigator, #"tab main* [LoginStart "DIMO"]"#)
      harness.quit()
    }
  }
}
