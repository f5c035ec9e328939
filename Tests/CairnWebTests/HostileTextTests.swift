import CairnNavigation
import Testing

@testable import CairnWeb

/// No text from data becomes markup or script, whatever view shows it: a list row, a title, a
/// dialog, a toast, a form field.
@Suite("Hostile text stays text on every kind of view", .timeLimit(.minutes(1)))
@MainActor
struct HostileTextTests {
  static let hostile = #"<img src=x onerror=alert(1)>"# + #""><script>alert(2)</script>"#

  @Test func everyViewShowsItAsText() async throws {
    let app = ShelfApp(books: [Self.hostile])
    let driver = await SessionDriver(app: app, address: "/shelf/0")
    var pages = [driver.page]
    await driver.event("cairn:back")
    await driver.key("d")
    await driver.until { driver.session.navigator.state.topDialog != nil }
    driver.flush()
    pages.append(driver.page)
    await driver.key("Escape")
    driver.session.showToast(Self.hostile, kind: .error)
    driver.flush()
    pages.append(driver.page)
    await driver.event("add")
    let form = try #require(driver.session.navigator.state.focusedScreen)
    await driver.event(
      "draft", kind: .input, fields: ["title": Self.hostile], screen: form.id.rawValue)
    driver.session.navigator.content(of: form.id, as: NewBookModel.self)?.draft = Self.hostile
    pages.append(MiniHTML.parse(driver.session.pageHTML()).first ?? .text(""))
    for page in pages {
      #expect(
        !containsElement(named: "script", in: page) && !containsElement(named: "img", in: page))
      #expect(!page.html.contains("<img") && !page.html.contains("<script"))
      #expect(containsText(Self.hostile, in: page))
    }
    #expect(driver.sent.allSatisfy { !$0.json.contains("<img") && !$0.json.contains("<script") })
  }

  private func containsElement(named name: String, in node: Node) -> Bool {
    guard case .element(let element) = node else { return false }
    return element.tag.name == name
      || element.children.contains { containsElement(named: name, in: $0) }
  }

  private func containsText(_ text: String, in node: Node) -> Bool {
    switch node {
    case .text(let value): return value.contains(text)
    case .element(let element):
      return element.attributes.contains { $0.value.contains(text) }
        || element.children.contains { containsText(text, in: $0) }
    }
  }
}
