import CairnNavigation
import CairnTesting
import Foundation
import Testing

@testable import CairnWeb

/// A session driven as the client script drives it: a page served, then events, keys and the
/// history's moves, each answered by the patch the browser would get.
@MainActor
final class SessionDriver {
  let app: ShelfApp
  let store: WebSessionStore
  let session: WebSession
  private(set) var sent: [ServerMessage] = []
  private(set) var page: Node
  private var sequence = 0

  init(app: ShelfApp = ShelfApp(), address: String = "/shelf") async {
    self.app = app
    store = WebSessionStore(app: app)
    session = await store.open(address: address, for: "browser-1")
    page = MiniHTML.parse(session.pageHTML()).first ?? .text("")
    session.send = { [unowned self] in self.receive($0) }
  }

  /// What the client does with a message: applies its patch to the page.
  private func receive(_ message: ServerMessage) {
    sent.append(message)
    if case .patch(let operations, _, _, _) = message {
      page = PatchApplier.apply(operations, to: page)
    }
  }

  /// Sends an event of `screen` (the focused one unless given) and returns the patch.
  @discardableResult
  func event(
    _ action: String, value: String? = nil, kind: WebEventKind = .click,
    fields: [String: String] = [:], screen: Int? = nil
  ) async -> ServerMessage? {
    sequence += 1
    let target = screen ?? session.navigator.state.focusedScreen?.id.rawValue
    await session.handle(
      .event(
        sequence: sequence, screen: target,
        WebEvent(kind: kind, action: action, value: value, fields: fields)))
    return flush()
  }

  @discardableResult
  func key(_ name: String, control: Bool = false) async -> ServerMessage? {
    sequence += 1
    await session.handle(.key(sequence: sequence, WebKey(name, isControl: control)))
    return flush()
  }

  @discardableResult
  func historyMove(to index: Int, address: String) async -> ServerMessage? {
    sequence += 1
    await session.handle(.history(sequence: sequence, url: address, index: index))
    return flush()
  }

  /// Renders now; applies the patch to ``page`` as the client would, and returns it.
  @discardableResult
  func flush() -> ServerMessage? {
    let before = sent.count
    session.flush()
    guard sent.count > before else { return nil }
    return sent.last
  }

  /// Returns once `condition` holds, checked now and after each change to the model; when
  /// `limit` passes first, the test fails with the model as it is.
  func until(
    limit: Duration = WaitLimit.standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
  ) async {
    if condition() { return }
    let (wakeUps, continuation) = AsyncStream.makeStream(of: Bool.self)  // true: limit passed
    let events = session.navigator.events
    let forwarding = Task { for await _ in events { continuation.yield(false) } }
    let timer = Task {
      // The bound of the wait, not a wait for something.
      try? await Task.sleep(for: limit)
      continuation.yield(true)
    }
    defer {
      forwarding.cancel()
      timer.cancel()
    }
    for await isPastLimit in wakeUps {
      if condition() { return }
      if isPastLimit {
        Issue.record(
          "waited \(limit) for the model to change; it is still:\n\(outline)",
          sourceLocation: sourceLocation)
        return
      }
    }
  }

  /// Returns once the page the browser has satisfies `condition`, checked now and after each
  /// patch the session sends by itself (a render it scheduled); when `limit` passes first, the
  /// test fails with the page as it is.
  func untilPage(
    limit: Duration = WaitLimit.standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) async {
    if condition(page.html) { return }
    let (wakeUps, continuation) = AsyncStream.makeStream(of: Bool.self)  // true: limit passed
    let send = session.send
    session.send = { message in
      send?(message)
      continuation.yield(false)
    }
    let timer = Task {
      // The bound of the wait, not a wait for something.
      try? await Task.sleep(for: limit)
      continuation.yield(true)
    }
    defer {
      session.send = send
      timer.cancel()
    }
    for await isPastLimit in wakeUps {
      if condition(page.html) { return }
      if isPastLimit {
        Issue.record(
          "waited \(limit) for the page to change; it is still:\n\(page.html)",
          sourceLocation: sourceLocation)
        return
      }
    }
  }

  var outline: String { session.navigator.state.outline }
}

extension ServerMessage {
  var address: AddressChange? {
    if case .patch(_, _, let address, _) = self { return address }
    return nil
  }

  var operations: [PatchOperation] {
    if case .patch(let operations, _, _, _) = self { return operations }
    return []
  }
}

@Suite("A browser tab's session", .timeLimit(.minutes(1)))
@MainActor
struct WebSessionTests {
  @Test func theFirstPageIsTheScreenOfItsAddress() async {
    let driver = await SessionDriver(address: "/shelf/1")
    #expect(driver.session.address == "/shelf/1")
    let html = driver.session.pageHTML()
    #expect(html.contains(#"<p class="book">Emma</p>"#))
    #expect(html.contains("‹ Back"))
    #expect(driver.session.pageTitle == "Emma – Shelf")
  }

  @Test func anUnknownAddressShowsTheAppsRoot() async {
    let driver = await SessionDriver(address: "/shelf/99")
    #expect(driver.session.address == "/shelf")
  }

  // snippet: web-session-test
  @Test func openingARowPushesAnEntryAndTheBrowsersBackPopsIt() async {
    let driver = await SessionDriver()
    let opened = await driver.event("open", value: "2")
    #expect(opened?.address == .push(url: "/shelf/2", index: 1))
    #expect(driver.page.html.contains("Ulysses"))
    let back = await driver.historyMove(to: 0, address: "/shelf")
    #expect(back?.address == nil, "the browser is already there")
    #expect(driver.session.navigator.state.visibleScreen?.title == "Shelf")
    #expect(PatchApplier.normalized(driver.page) == PatchApplier.normalized(rendered(driver)))
  }
  // end-snippet

  @Test func theInPageBackButtonTakesTheBrowserBackToo() async {
    let driver = await SessionDriver()
    await driver.event("open", value: "0")
    let back = await driver.event("cairn:back")
    #expect(back?.address == .back(count: 1, url: "/shelf", index: 0))
  }

  @Test func theBrowsersForwardButtonRebuildsTheScreenFromItsAddress() async {
    let driver = await SessionDriver()
    await driver.event("open", value: "1")
    await driver.historyMove(to: 0, address: "/shelf")
    let forward = await driver.historyMove(to: 1, address: "/shelf/1")
    #expect(driver.session.navigator.state.visibleScreen?.title == "Emma")
    #expect(forward?.address == nil)
  }

  @Test func aSheetsFormSavesAndGoesAway() async throws {
    let driver = await SessionDriver()
    let added = await driver.event("add")
    #expect(added?.address == .push(url: "/shelf/new", index: 1))
    let sheet = try #require(driver.session.navigator.state.focusedScreen)
    await driver.event("save", kind: .submit, fields: ["title": "Kim"], screen: sheet.id.rawValue)
    #expect(driver.app.books.last == "Kim")
    #expect(driver.session.navigator.state.modals.isEmpty)
    #expect(driver.page.html.contains(">Kim</button>"))
  }

  @Test func selectingWithAKeyChangesOnlyTwoRows() async {
    let driver = await SessionDriver()
    let moved = await driver.key("j")
    #expect(moved?.operations.count == 2)
    #expect(
      moved?.operations.allSatisfy { if case .attributes = $0 { true } else { false } } == true)
    await driver.key("Enter")
    #expect(driver.session.navigator.state.visibleScreen?.title == "Emma")
    await driver.key("Escape")
    #expect(driver.session.navigator.state.visibleScreen?.title == "Shelf")
  }

  @Test func aDialogTakesItsButtonAndALateDismissalEndsNothingElse() async throws {
    let driver = await SessionDriver()
    await driver.key("d")
    await driver.until { driver.session.navigator.state.topDialog != nil }
    driver.flush()
    let dialog = try #require(driver.session.navigator.state.topDialog)
    #expect(driver.page.html.contains("Delete Dune?"))
    // A dismissal meant for another modal (one that went away before it arrived) is dropped.
    await driver.event("cairn:dismiss", value: "999")
    #expect(driver.session.navigator.state.topDialog != nil)
    // So is a button of a dialog that is not the top one any more.
    await driver.event("cairn:dialog", value: "999:1")
    #expect(driver.session.navigator.state.topDialog != nil)
    await driver.event("cairn:dialog", value: "\(dialog.id.rawValue):1")
    await driver.untilPage { !$0.contains(">Dune<") }
    #expect(driver.app.books == ["Emma", "Ulysses"])
  }

  @Test func aBackdropClickDismissesTheSheetOnTopAndADialogAnswersItsCancel() async throws {
    let driver = await SessionDriver()
    await driver.event("add")
    let sheet = try #require(driver.session.navigator.state.modals.last)
    await driver.event("cairn:dismiss", value: "\(sheet.id.rawValue)")
    #expect(driver.session.navigator.state.modals.isEmpty, "the whole sheet goes, as a swipe")
    #expect(driver.app.books == ["Dune", "Emma", "Ulysses"], "nothing saved")
    await driver.key("d")
    await driver.until { driver.session.navigator.state.topDialog != nil }
    let dialog = try #require(driver.session.navigator.state.topDialog)
    await driver.event("cairn:dismiss", value: "\(dialog.id.rawValue)")
    await driver.until { driver.session.navigator.state.topDialog == nil }
    #expect(driver.app.books == ["Dune", "Emma", "Ulysses"], "a dismissed dialog is its cancel")
  }

  @Test func anEventForAScreenTheModelLeftIsDropped() async {
    let driver = await SessionDriver()
    let root = driver.session.navigator.state.focusedScreen?.id.rawValue
    await driver.event("open", value: "0")
    await driver.event("cairn:back")
    await driver.event("open", value: "1", screen: 4242)
    #expect(driver.session.navigator.state.visibleScreen?.title == "Shelf")
    await driver.event("open", value: "1", screen: root)
    #expect(driver.session.navigator.state.visibleScreen?.title == "Emma")
  }

  @Test func helpListsTheScreensKeysAndEscClosesIt() async {
    let driver = await SessionDriver()
    await driver.key("?")
    #expect(driver.page.html.contains(#"<span class="key">n</span> Add"#))
    await driver.key("Escape")
    #expect(!driver.page.html.contains("help-title"))
    #expect(driver.session.navigator.state.visibleScreen?.title == "Shelf", "Esc only closed help")
  }

  @Test func aToastShowsUntilItsTimeIsUp() async {
    let (ticks, tick) = AsyncStream.makeStream(of: Void.self)
    let gate = Gate()
    let store = WebSessionStore(
      app: ShelfApp(),
      configuration: WebSessionConfiguration(toastDuration: .seconds(3)) { _ in
        tick.yield()
        await gate.wait()
      })
    let session = await store.open(address: "/shelf", for: "b")
    _ = session.pageHTML()
    let (messages, message) = AsyncStream.makeStream(of: ServerMessage.self)
    session.send = { message.yield($0) }
    session.showToast("Saved <b>", kind: .success)
    session.flush()
    var iterator = messages.makeAsyncIterator()
    let shown = await iterator.next()
    #expect(shown?.operations.contains { "\($0)".contains("Saved &lt;b&gt;") } == true)
    for await _ in ticks { break }
    await gate.open()
    let hidden = await iterator.next()
    #expect(hidden?.operations.isEmpty == false)
    #expect(!session.pageHTML().contains("Saved"))
  }

  private func rendered(_ driver: SessionDriver) -> Node {
    MiniHTML.parse(driver.session.pageHTML()).first ?? .text("")
  }
}

/// A wait that a test opens.
actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}
