import CairnNavigation
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation
import Testing

/// The create / edit form in a browser tab's sheet: adding, editing, the discard question,
/// and a hostile title shown only as text.
@Suite("The Project Manager's form in the browser", .timeLimit(.minutes(3)))
@MainActor
struct WorkFormWebTests {
  @Test func theFormAddsAWorkToTodo() async throws {
    let app = try await PMWebApp()
    let driver = await PMWebDriver(app: app)
    await driver.key("n")
    await driver.until("the form sheet") { $0.state.modals.count == 1 }
    let form = driver.html
    #expect(form.contains(#"<form class="work-form" data-on-submit="right">"#))
    #expect(form.contains(#"id="work-title" name="title""#))
    #expect(form.contains(#"id="work-due" name="due" type="date" value="2026-11-21""#))
    #expect(form.contains(#">Done</button>"#))
    await driver.type("새 기능", into: "title", name: "title")
    await driver.type("설계\n구현", into: "body", name: "body")
    #expect(driver.html.contains(#"<span class="counter" aria-live="polite">5/1000</span>"#))
    await driver.event("due", kind: .change, fields: ["due": "2026-12-24"])
    await driver.event(
      "right", kind: .submit,
      fields: ["title": "새 기능", "body": "설계\n구현", "due": "2026-12-24"])
    await driver.until("the new card on the board") {
      $0.state.modals.isEmpty && $0.column("todo").contains("새 기능")
    }
    let saved = try #require(try await app.stored().first)
    #expect(saved.title == "새 기능")
    #expect(saved.body == "설계\n구현")
    #expect(saved.due == (try day(12, 24)))
    #expect(saved.state == .todo)
  }

  @Test func openingACardEditsIt() async throws {
    let app = try await PMWebApp()
    let work = try await app.seed("초안", body: "내용")
    let driver = await PMWebDriver(app: app)
    await driver.event("open", value: work.id.uuidString)
    await driver.until("the edit form") { $0.state.modals.count == 1 }
    #expect(driver.html.contains(#">Edit</button>"#))
    #expect(driver.html.contains(#"value="초안""#))
    await driver.type("최종", into: "title", name: "title")
    await driver.key("s", control: true)
    await driver.until("the edited card") {
      $0.state.modals.isEmpty && $0.column("todo").contains(">최종</strong>")
    }
    #expect(try await app.stored().map(\.title) == ["최종"])
  }

  @Test func escWithChangesAsksBeforeThrowingThemAway() async throws {
    let app = try await PMWebApp()
    let driver = await PMWebDriver(app: app)
    await driver.event("add")
    await driver.until("the form sheet") { $0.state.modals.count == 1 }
    await driver.key("Escape")
    await driver.until("the form closed at once: nothing changed") { $0.state.modals.isEmpty }
    await driver.event("add")
    await driver.until("the form sheet") { $0.state.modals.count == 1 }
    await driver.type("반쯤 쓴 일", into: "title", name: "title")
    await driver.key("Escape")
    await driver.answerDialog(ProjectManagerStrings.keepEditing)
    await driver.until("back in the form") {
      $0.state.topDialog == nil && $0.state.modals.count == 1
    }
    await driver.event("cairn:back")
    await driver.until("the discard question") {
      $0.html.contains(ProjectManagerStrings.discardMessage)
    }
    await driver.answerDialog(ProjectManagerStrings.discard)
    await driver.until("the form gone") { $0.state.modals.isEmpty }
    #expect(try await app.stored().isEmpty)
  }

  @Test func aHostileTitleIsOnlyEverText() async throws {
    let hostile = "<img src=x onerror=alert(1)>"
    let escaped = "&lt;img src=x onerror=alert(1)&gt;"
    let app = try await PMWebApp()
    let driver = await PMWebDriver(app: app)
    await driver.event("add")
    await driver.until("the form sheet") { $0.state.modals.count == 1 }
    await driver.event("right", kind: .submit, fields: ["title": hostile, "body": hostile])
    await driver.until("the card on the board") {
      $0.state.modals.isEmpty && $0.column("todo").contains("work-title")
    }
    let work = try #require(try await app.stored().first)
    #expect(work.title == hostile)
    #expect(driver.column("todo").contains(#"<strong class="work-title">\#(escaped)</strong>"#))
    await driver.event("open", value: work.id.uuidString)
    await driver.until("the edit form") { $0.state.modals.count == 1 }
    #expect(driver.html.contains(#"value="\#(escaped)""#))
    await driver.key("Escape")
    await driver.until("the form gone") { $0.state.modals.isEmpty }
    await driver.event("delete", value: work.id.uuidString)
    await driver.until("the delete alert") { $0.state.topDialog != nil }
    #expect(driver.html.contains(escaped))
    #expect(!driver.html.contains("<img"))
  }
}
