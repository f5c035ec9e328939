import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoAPI
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// 닉네임 변경 against a real DIMO server: the checks, the confirmation, the change, and the
/// 30-day rule enforced by the server (its sentence shown).
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct NicknameFlowTests {
  private func openEditNickname(_ tab: SettingTabDriver) async throws -> EditNicknameBinding {
    try await tab.chooseMyInfo(.nickname)
    let binding = try await tab.harness.bind(
      "EditNickname", as: EditNicknameViewModel.self, EditNicknameBinding.init)
    _ = await bounded("the account") { await binding.output.state.first { !$0.account.isLoading } }
    return binding
  }

  @Test func theFirstChangeSucceedsAndASecondWithin30DaysIsRefused() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      let edit = try await openEditNickname(tab)
      #expect(edit.state.account == .loaded(.allowed))
      #expect(DimoStrings.nicknameLastChange(edit.state.lastChange) == "마지막 변경일 : 변경 기록이 없어요")
      #expect(tab.stackNames == ["Setting", "MyInfo", "EditNickname"])

      edit.nickname.send("가")
      #expect(edit.state.message?.text == "두 글자 이상 입력해주세요.")
      #expect(!edit.state.isChangeEnabled)
      edit.nickname.send("밤샘덕후")
      _ = await bounded("taken") { await edit.output.state.first { $0.availability == .taken } }
      #expect(edit.state.message?.text == "중복된 닉네임이 존재합니다.")
      edit.change.send()
      #expect(harness.frontEnd.state.topDialog == nil, "a taken nickname asks nothing")

      edit.nickname.send("새닉네임")
      _ = await bounded("available") {
        await edit.output.state.first { $0.availability == .available }
      }
      #expect(edit.state.message?.text == "사용 가능한 닉네임입니다.")
      edit.change.send()
      let confirm = try requireValue(await harness.frontEnd.waitForDialog())
      #expect(confirm.title == "닉네임을 변경할까요?")
      #expect(confirm.message == "한 번 설정한 닉네임은 한 달 동안 변경할 수 없습니다.")
      #expect(confirm.buttons.map(\.title) == ["아니요", "변경하기"])
      #expect(harness.frontEnd.chooseDialogButton("아니요"))
      _ = await bounded("not sending") { await edit.output.state.first { !$0.isSending } }
      #expect(backend.requestCount("user_info/change_nickname") == 0)

      edit.change.send()
      _ = try requireValue(await harness.frontEnd.waitForDialog())
      #expect(harness.frontEnd.chooseDialogButton("변경하기"))
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "MyInfo" }
      #expect(edit.toasts.messages == ["변경을 완료했어요"])
      #expect(tab.stackNames == ["Setting", "MyInfo"])
      // Back on 내 정보 변경, "닉네임 변경" says when it opens again instead of looking open.
      let locks = await bounded("닉네임 변경 to show its lock") {
        await tab.myInfoLocks?.first { $0[.nickname] != nil }
      }
      let lock = try requireValue(locks?[.nickname])
      let opens = backend.clock.now.addingTimeInterval(DimoRules.changeInterval)
      #expect(lock.until == opens)
      #expect(DimoStrings.changeLocked(lock) == "\(DimoStrings.settingDate(opens))부터 변경할 수 있어요")
      #expect(locks?.count == 1, "only the nickname: \(String(describing: locks))")
      #expect(try await harness.data.myProfileRepository.fetchMyProfile().nickname == "새닉네임")

      let again = try await openEditNickname(tab)
      #expect(again.state.lockMessage == DimoMessages.nicknameOncePerMonth)
      #expect(!again.state.isFieldEnabled)
      let shown = try requireValue(again.state.lastChange)
      #expect(shown == backend.clock.now)
      again.nickname.send("또바꿀래")
      #expect(again.state.nickname.isEmpty, "the field is off")

      // The server itself refuses a second change, whatever the app shows.
      var refusal: DimoFailure?
      do throws(DimoFailure) {
        try await harness.data.settingsRepository.changeNickname("또바꿀래")
      } catch {
        refusal = error
      }
      #expect(refusal == .refused(status: 403, message: DimoMessages.nicknameOncePerMonth))
      #expect(harness.frontEnd.pressBack())
      #expect(harness.frontEnd.pressBack())
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Setting" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func afterThirtyDaysTheNicknameMayChangeAgain() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let tab = try await SettingTabDriver.open(harness)
      try await harness.data.settingsRepository.changeNickname("첫바꿈")
      try await backend.ageLastChanges(of: tab.account.userID)
      let edit = try await openEditNickname(tab)
      #expect(edit.state.account == .loaded(.allowed))
      edit.nickname.send("두번째")
      _ = await bounded("available") {
        await edit.output.state.first { $0.availability == .available }
      }
      edit.change.send()
      _ = try requireValue(await harness.frontEnd.waitForDialog())
      #expect(harness.frontEnd.chooseDialogButton("변경하기"))
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "MyInfo" }
      #expect(try await harness.data.myProfileRepository.fetchMyProfile().nickname == "두번째")
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
