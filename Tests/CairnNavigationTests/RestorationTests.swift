import CairnNavigation
import CairnTesting
import Foundation
import Testing

/// A page that names the link rebuilding it; `link == nil` stands for a screen that cannot be
/// rebuilt.
@MainActor
private final class LinkedPage: RestorableContent {
  var restorationLink: URL?
  init(_ link: String?) { restorationLink = link.flatMap(URL.init(string:)) }
}

/// A small notes app with two tabs, whose deep links are `notes://list`, `notes://settings`,
/// `notes://note/<n>` (pushed on the list tab) and `notes://edit/<n>?draft=<text>` (a form
/// sheet holding its draft). `notes://note/<n>` fails for a note that no longer exists.
@MainActor
private final class NotesApp: Coordinator {
  var existingNotes: Set<Int> = [1, 2, 3]

  override func start() {
    router.onTab("list").push(LinkedPage("notes://list"), name: "List", title: "Notes")
    router.onTab("settings").push(
      LinkedPage("notes://settings"), name: "Settings", title: "Settings")
  }

  func open(_ url: URL) async -> Result<Void, DeepLinkError> {
    let parts = [url.host ?? ""] + url.pathComponents.filter { $0 != "/" }
    switch (parts.first, parts.count) {
    case ("list", 1), ("settings", 1):
      return .success(())
    case ("note", 2):
      guard let number = Int(parts[1]) else {
        return .failure(.invalidParameter(name: "note", value: parts[1]))
      }
      // Starts the note's flow first, as an app that fetches a note inside its flow would; a
      // note deleted since makes the link fail after the flow showed its screen.
      let flow = NoteFlow(router: router.onTab("list"), number: number)
      startChild(flow)
      guard existingNotes.contains(number) else { return .failure(.notFound("note \(number)")) }
      router.navigator.perform(.selectTab("list"))
      return .success(())
    case ("edit", 2):
      let draft =
        URLComponents(url: url, resolvingAgainstBaseURL: false)?
        .queryItems?.first { $0.name == "draft" }?.value ?? ""
      router.presentSheet(
        ScreenContent(
          LinkedPage("notes://edit/\(parts[1])?draft=\(draft)"), name: "Edit",
          title: "Edit \(parts[1]): \(draft)"))
      return .success(())
    default:
      return .failure(.unknownPath(parts.joined(separator: "/")))
    }
  }
}

@MainActor
private final class NoteFlow: Coordinator {
  let number: Int
  init(router: Router, number: Int) {
    self.number = number
    super.init(router: router)
  }
  override func start() {
    router.push(LinkedPage("notes://note/\(number)"), name: "Note", title: "Note \(number)")
  }
}

@MainActor
private func makeNotes() -> (Navigator, NotesApp) {
  let navigator = Navigator(tabs: [
    NavigationTab(id: "list", title: "Notes"), NavigationTab(id: "settings", title: "Settings"),
  ])
  let app = NotesApp(router: navigator.router(on: .tab("list")))
  navigator.start(app)
  return (navigator, app)
}

@Suite("Navigation state restoration", .timeLimit(.minutes(1)))
@MainActor
struct RestorationTests {
  @Test func eachTabAndSheetKeepsTheLinkOfItsHighestRestorableScreen() async throws {
    let (navigator, app) = makeNotes()
    _ = await app.open(try #require(URL(string: "notes://note/2")))
    navigator.router(on: .tab("list")).push(LinkedPage(nil), name: "Scratch", title: "Scratch")
    _ = await app.open(try #require(URL(string: "notes://edit/2?draft=hello")))
    let front = HeadlessFrontEnd(navigator: navigator)
    async let answer = navigator.router().presentDialog(
      .alert, title: "Gone soon", actions: [DialogAction("OK", value: 0)])
    await front.waitUntil { $0.topDialog != nil }

    let restoration = navigator.restoration
    #expect(
      restoration.links.map(\.absoluteString) == [
        "notes://note/2",  // the list tab: Scratch on top cannot be rebuilt
        "notes://settings",
        "notes://edit/2?draft=hello",  // the sheet; the alert is not kept
      ])
    #expect(restoration.selectedTab == "list")
    front.dismissSheet()
    #expect(await answer == nil)
  }

  @Test func theVisibleLinkIsTheTopSheetsElseTheSelectedTabs() async throws {
    let (navigator, app) = makeNotes()
    _ = await app.open(try #require(URL(string: "notes://note/2")))
    #expect(navigator.visibleLink?.absoluteString == "notes://note/2")
    navigator.perform(.selectTab("settings"))
    #expect(
      navigator.visibleLink?.absoluteString == "notes://settings",
      "the selected tab's, though the list tab comes first")
    navigator.perform(.selectTab("list"))
    #expect(
      navigator.visibleLink?.absoluteString == "notes://note/2",
      "the selected tab's, though the settings tab comes last")
    _ = await app.open(try #require(URL(string: "notes://edit/2?draft=hi")))
    #expect(navigator.visibleLink?.absoluteString == "notes://edit/2?draft=hi")
  }

  // snippet: navigation-restoration
  @Test func aRestoredNavigationEqualsTheOneSaved() async throws {
    let (before, app) = makeNotes()
    _ = await app.open(try #require(URL(string: "notes://note/3")))
    _ = await app.open(try #require(URL(string: "notes://edit/3?draft=half-written")))
    before.perform(.selectTab("settings"))
    let saved = before.restoration.json  // what the app writes to its data folder on quit

    let (after, relaunched) = makeNotes()  // the next launch
    let failures = await after.restore(
      try NavigationRestoration(json: saved), open: relaunched.open)

    #expect(failures.isEmpty)
    #expect(after.restoration == before.restoration)
    #expect(after.state.outline == before.state.outline)
    #expect(after.state.visibleScreen?.title == "Edit 3: half-written", "the draft is back")
  }
  // end-snippet

  @Test func aScreenThatCannotBeRestoredIsDroppedWithItsFlow() async throws {
    let (before, app) = makeNotes()
    _ = await app.open(try #require(URL(string: "notes://note/1")))
    let saved = before.restoration

    let (after, relaunched) = makeNotes()
    relaunched.existingNotes = [2, 3]  // note 1 was deleted meanwhile
    let failures = await after.restore(saved, open: relaunched.open)

    #expect(failures.map(\.link.absoluteString) == ["notes://note/1"])
    #expect(failures.first?.error == .notFound("note 1"))
    #expect(
      after.state.outline == "tab list* [List \"Notes\"]\ntab settings [Settings \"Settings\"]")
    #expect(!after.runningFlows.contains { $0 is NoteFlow }, "the half-built flow was cancelled")
  }

  @Test func aSavedTabThatNoLongerExistsLeavesTheSelectionAlone() async throws {
    let (navigator, app) = makeNotes()
    let failures = await navigator.restore(
      NavigationRestoration(selectedTab: "archive", links: []), open: app.open)
    #expect(failures.isEmpty)
    #expect(navigator.state.selectedTab == "list")
  }

  @Test(arguments: [
    (Data("not json".utf8), "unreadable"),
    (Data(#"{"version": 2, "selectedTab": "list", "links": []}"#.utf8), "version 2"),
    (Data(#"{"version": 1, "links": []}"#.utf8), "unreadable"),
  ])
  func damagedOrForeignBytesAreATypedError(bytes: Data, kind: String) {
    #expect {
      _ = try NavigationRestoration(json: bytes)
    } throws: { error in
      switch error as? NavigationRestorationError {
      case .unreadable: kind == "unreadable"
      case .unsupportedVersion(let version): kind == "version \(version)"
      case nil: false
      }
    }
  }
}
