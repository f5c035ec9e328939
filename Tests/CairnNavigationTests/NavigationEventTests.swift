import CairnNavigation
import CairnTesting
import Foundation
import Logging
import Testing

@Suite("Navigation events", .timeLimit(.minutes(1)))
@MainActor
struct NavigationEventTests {
  // snippet: navigation-events
  @Test func everyKindOfEventIsReportedInOrder() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    root.router.setTabs([NavigationTab(id: "a", title: "A"), NavigationTab(id: "b", title: "B")])
    let flow = PageFlow(router: root.router.onTab("a"), page: "P")
    root.startChild(flow)
    let sheet = flow.router.presentSheet(ScreenContent(PageModel("s"), name: "S", title: "S"))
    sheet.dismiss()
    front.selectTab("b")
    front.selectTab("a")
    front.pressBack()  // root screen: nothing happens
    flow.finish(with: "ok")

    let id = flow.id
    #expect(
      front.log == [
        "selected tab a",
        "started PageFlow(P) \(id)",
        #"pushed P "P" on tab a"#,
        "presented formSheet m\(id.rawValue + 2) [S]",
        "dismissed formSheet m\(id.rawValue + 2) [S]",
        "selected tab b",
        "selected tab a",
        #"popped P "P" from tab a"#,
        "finished PageFlow(P) \(id)",
      ])
  }
  // end-snippet

  @Test func theEventStreamIsMulticastAndEndsWithItsConsumer() async {
    let (navigator, root) = makeRoot()
    var first = navigator.events.makeAsyncIterator()
    var second = navigator.events.makeAsyncIterator()
    root.router.push(PageModel("x"), name: "X", title: "X")
    let one = await first.next()
    let two = await second.next()
    #expect(one == two)
    #expect(one?.description == #"pushed X "X" on tab main"#)
  }

  @Test func releasedObservationsStopReceiving() {
    let (navigator, root) = makeRoot()
    var received = 0
    var token: NavigationObservation? = navigator.observe { _ in received += 1 }
    root.router.push(PageModel("x"), name: "X", title: "X")
    #expect(received == 1)
    _ = token
    token = nil
    root.router.push(PageModel("y"), name: "Y", title: "Y")
    #expect(received == 1)
  }

  @Test func theStateDescriptionIsAReadableTree() {
    let (navigator, root) = makeRoot()
    root.router.push(PageModel("x"), name: "List", title: "할 일")
    #expect(
      navigator.state.description == """
        Navigation
        ├─ tab main "" (selected)
        │  └─ List "할 일" s2 by f1
        """)
  }

  // snippet: navigation-log-events
  @Test func logEventsWritesEveryEventToALogger() {
    let lines = LoggedLines()
    let logger = Logger(label: "navigation") { _ in LineCollector(lines: lines) }
    let (navigator, root) = makeRoot()
    let token = navigator.logEvents(to: logger, level: .info)
    root.router.push(PageModel("x"), name: "List", title: "할 일")
    root.router.presentSheet(ScreenContent(PageModel("y"), name: "Detail", title: "상세"))
    #expect(
      lines.all == [
        "info: pushed List \"할 일\" on tab main",
        "info: presented formSheet m4 [Detail]",
      ])
    token.cancel()
    root.router.dismiss()
    #expect(lines.all.count == 2, "a cancelled token logs nothing more")
  }
  // end-snippet
}

/// Log lines as "level: message", collected by ``LineCollector``.
// @unchecked Sendable: `lines` is only touched under `lock`.
private final class LoggedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  var all: [String] { lock.withLock { lines } }

  func append(_ line: String) {
    lock.withLock { lines.append(line) }
  }
}

/// A swift-log handler that keeps every message it is given.
private struct LineCollector: LogHandler {
  let lines: LoggedLines
  var logLevel: Logger.Level = .trace
  var metadata: Logger.Metadata = [:]

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    lines.append("\(event.level): \(event.message)")
  }
}
