import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoAPI
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// MBTI 변경 against a real DIMO server: the buttons start on the current type, the same type
/// is refused, a change succeeds once, and a second within the month is refused (asked first,
/// and by the server); Home's titles then show the new type.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct MBTIFlowTests {
  private func openEditMBTI(_ tab: SettingTabDriver) async throws -> EditMBTIBinding {
    tab.choose(.mbti)
    let binding = try await tab.harness.bind(
      "EditMBTI", as: EditMBTIViewModel.self, EditMBTIBinding.init)
    _ = await bounded("the account") {
      await binding.output.state.first { !$0.allowance.isLoading }
    }
    return binding
  }

  @Test func theMBTIChangesOnceAMonthAndHomeShowsTheNewOne() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness, mbti: "ENFP")
      let edit = try await openEditMBTI(tab)
      #expect(edit.state.current?.description == "ENFP")
      #expect(edit.state.chosen?.description == "ENFP", "preselected")
      #expect(DimoStrings.mbtiLastChange(edit.state.lastChange) == "마지막 변경일: 변경 기록이 없어요")
      #expect(edit.state.message == DimoStrings.sameMBTIRefused)
      #expect(!edit.state.isChangeEnabled)
      edit.unknown.send()
      #expect(edit.toasts.messages == ["나의 MBTI를 잘 모르겠어요: https://www.16personalities.com/ko"])

      edit.choose("ISTJ")
      #expect(edit.state.isChangeEnabled)
      edit.change.send()
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
      #expect(edit.toasts.messages.last == "변경을 완료했어요")
      // Back on the list, "MBTI 변경" says when it opens again instead of looking open.
      let locks = await bounded("MBTI 변경 to show its lock") {
        await tab.listLocks?.first { $0[.mbti] != nil }
      }
      let opens = backend.clock.now.addingTimeInterval(DimoRules.changeInterval)
      #expect(locks == [.mbti: ChangeLock(until: opens)])
      #expect(
        try await harness.data.myProfileRepository.fetchMyProfile().mbti?.description == "ISTJ")
      let homeViewModel = HomeViewModel(dependencies: harness.data.homeDependencies())
      let home = HomeBindings(homeViewModel)
      let titled = await home.sections("Home's titles with the new MBTI") {
        $0[.sameMBTICharacters]?.title == "스포주의! ISTJ 캐릭터 모아보기"
      }
      #expect(!titled.isEmpty)
      withExtendedLifetime(homeViewModel) {}

      let again = try await openEditMBTI(tab)
      #expect(again.state.allowance == .loaded(.refused(DimoMessages.mbtiOncePerMonth)))
      #expect(again.state.message == DimoMessages.mbtiOncePerMonth)
      let shown = try requireValue(again.state.lastChange)
      #expect(DimoStrings.mbtiLastChange(shown) == "마지막 변경일: \(DimoStrings.settingDate(shown))")
      again.choose("INTP")
      #expect(again.state.chosen?.description == "ISTJ", "the buttons are off")
      #expect(!again.state.isChangeEnabled)
      let intp = try requireValue(MBTI("INTP"))
      var refusal: DimoFailure?
      do throws(DimoFailure) {
        try await harness.data.settingsRepository.changeMBTI(intp)
      } catch {
        refusal = error
      }
      #expect(refusal == .refused(status: 403, message: DimoMessages.mbtiOncePerMonth))
      #expect(harness.frontEnd.pressBack())
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
