import CairnNavigation
import CairnTesting
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation
import Testing

/// Quitting with the form open and starting again on the same database: the form is back with
/// its unsaved draft. Each relaunch is a new navigator and app on the same SQLite file's data.
@Suite("Project Manager restores where the user was, headless", .timeLimit(.minutes(3)))
@MainActor
struct BoardRestorationTests {
  /// A folder both launches use; the test removes it.
  private func withAppFolder(_ body: (URL) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pm-restoration-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder)
  }

  /// Saves the navigation as the launcher does (through its JSON) and quits.
  private func quit(_ app: BoardAppHarness) throws -> NavigationRestoration {
    let saved = try NavigationRestoration(json: app.navigator.restoration.json)
    app.quitAndExpectAllReleased()
    return saved
  }

  @Test func quitWithTheFormOpenAndRelaunchBringsTheSheetBackWithItsDraft() async throws {
    try await withAppFolder { folder in
      let first = try await BoardAppHarness(folder: folder)
      let work = try await first.seed("회의 준비", body: "자료 인쇄")
      await first.load()
      first.select.send(work.id)
      let form = try await first.openedForm()
      form.body.send("자료 인쇄, 간식")
      form.due.send(try day(2026, 12, 3))
      let saved = try quit(first)

      let second = try await BoardAppHarness(folder: folder)
      await second.load()
      #expect(await second.restore(saved).isEmpty)
      expectNavigation(
        second.navigator,
        """
        tab main* [Board "Project Manager"]
        formSheet [WorkForm "회의 준비"]
        """)
      let restored = try await second.openedForm()
      #expect(
        restored.output.draft.value
          == WorkDraft(title: "회의 준비", body: "자료 인쇄, 간식", due: try day(2026, 12, 3)))
      #expect(restored.output.bodyCounter.value == "9/1000")
      #expect(second.navigator.restoration == saved, "restored navigation equals the saved one")
      restored.rightButton.send()  // "Edit" saves the draft brought back
      await second.front.waitUntil { $0.modals.isEmpty }
      #expect(try await second.stored().first?.body == "자료 인쇄, 간식")
      second.quitAndExpectAllReleased()
    }
  }

  @Test func aNewWorksDraftComesBackInTheNewForm() async throws {
    try await withAppFolder { folder in
      let first = try await BoardAppHarness(folder: folder)
      await first.load()
      first.add.send()
      let form = try await first.openedForm()
      form.title.send("장보기")
      let saved = try quit(first)

      let second = try await BoardAppHarness(folder: folder)
      await second.load()
      #expect(await second.restore(saved).isEmpty)
      let restored = try await second.openedForm()
      #expect(restored.output.draft.value.title == "장보기")
      #expect(restored.output.rightButtonTitle.value == "Done")
      second.quitAndExpectAllReleased()
    }
  }

  @Test func aWorkDeletedSinceIsDroppedWithItsFlowAndTheBoardStays() async throws {
    try await withAppFolder { folder in
      let first = try await BoardAppHarness(folder: folder)
      let work = try await first.seed("지워질 일")
      await first.load()
      first.select.send(work.id)
      _ = try await first.openedForm()
      let saved = try quit(first)

      let second = try await BoardAppHarness(folder: folder)
      await second.load()
      try await second.store.delete(id: work.id)
      let failures = await second.restore(saved)
      #expect(failures.map(\.error) == [.notFound("work \(work.id.uuidString)")])
      expectNavigation(second.navigator, #"tab main* [Board "Project Manager"]"#)
      #expect(second.app?.boardCoordinator?.children.isEmpty == true, "no form flow left running")
      second.quitAndExpectAllReleased()
    }
  }
}
