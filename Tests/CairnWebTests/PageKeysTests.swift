import CairnNavigation
import CairnTesting
import Testing

@testable import CairnWeb

/// The renderer writes the chrome's keys full and each screen's content comes qualified on its
/// own: whatever the page holds, every keyed element has a key of its own that starts with its
/// nearest keyed ancestor's, as ``KeyPaths`` makes them, which is what the client finds it by.
@Suite("The keys of a page", .timeLimit(.minutes(1)))
@MainActor
struct PageKeysTests {
  /// Every problem with the keys of `page`: repeated keys, keys not under their ancestor's.
  private func problems(in page: Node) -> [String] {
    var seen: Set<String> = []
    var problems: [String] = []
    func walk(_ node: Node, ancestor: String?) {
      guard case .element(let element) = node else { return }
      var next = ancestor
      if let key = element.key {
        if !seen.insert(key).inserted { problems.append("\(key) twice") }
        if let ancestor, !key.hasPrefix(ancestor + "/") {
          problems.append("\(key) is not under \(ancestor)")
        }
        next = key
      }
      for child in element.children { walk(child, ancestor: next) }
    }
    walk(page, ancestor: nil)
    return problems
  }

  private func check(_ driver: SessionDriver, _ step: String) {
    let rendered = MiniHTML.parse(driver.session.pageHTML()).first ?? .text("")
    #expect(problems(in: rendered) == [], "rendered, after \(step)")
    #expect(problems(in: driver.page) == [], "patched, after \(step)")
    #expect(
      PatchApplier.normalized(driver.page) == PatchApplier.normalized(rendered),
      "the patched page is the rendered one (\(step))")
  }

  @Test func everyKeyIsUniqueAndUnderItsAncestorsWhateverThePageHolds() async {
    let driver = await SessionDriver()
    check(driver, "the first page")
    await driver.key("j")
    check(driver, "a selection")
    await driver.event("open", value: "1")
    check(driver, "a push")
    await driver.event("cairn:back")
    await driver.event("add")
    check(driver, "a sheet")
    driver.session.showToast("Saved", kind: .success)
    driver.session.showToast("Saved again", kind: .info)
    driver.flush()
    check(driver, "two toasts")
    await driver.key("?")
    check(driver, "help")
    await driver.key("Escape")
    await driver.event("cairn:back")
    await driver.key("d")
    await driver.until { driver.session.navigator.state.topDialog != nil }
    driver.flush()
    check(driver, "a dialog")
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func reusingTheLastQualificationGivesTheKeysAFreshOneWould(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var last = KeyPaths.Qualified()
    var tree = RandomTree.make(depth: 3, key: "app", using: &random)
    for step in 0..<6 {
      // From the hundredth tree on, a key holds a slash: `k1` becomes `k0`, a slash and `k2`. Beside a
      // `k0` whose child is `k2`, two keys would be one but for the `~2` rule.
      let given = seed < 100 ? tree : slashed(tree)
      let reused = KeyPaths.qualify(given, under: "", reusing: &last)
      let fresh = KeyPaths.qualify(given, under: "")
      #expect(reused == fresh, "seed \(seed), step \(step)")
      #expect(problems(in: reused).allSatisfy { !$0.contains("twice") }, "seed \(seed)")
      tree = RandomTree.mutate(tree, using: &random)
    }
  }

  /// `node` with each key `k1` renamed: `k0`, a slash, `k2`.
  private func slashed(_ node: Node) -> Node {
    guard case .element(var element) = node else { return node }
    if element.key == "k1" { element.key = "k0/k2" }
    element.children = element.children.map(slashed)
    return .element(element)
  }

  @Test func aReusedPartClaimsItsDescendantsKeysBeforeWhatFollowsIt() {
    let tree = Node.element(.div, [], key: "app") {
      Node.element(.ul, [], key: "k0") { Node.li(key: "k2") { Node.text("inside") } }
      Node.li(key: "k0/k2") { Node.text("beside") }
    }
    var last = KeyPaths.Qualified()
    let first = KeyPaths.qualify(tree, under: "", reusing: &last)
    let second = KeyPaths.qualify(tree, under: "", reusing: &last)
    #expect(first == KeyPaths.qualify(tree, under: ""))
    #expect(second == first)
    #expect(second.html.contains(#"data-key="app/k0/k2~2""#))
  }

  @Test func aRenderedPageHasTheKeysQualifyingWouldGiveIt() {
    // The same keys written locally and qualified, or written full by hand: one page.
    let local = Node.element(.div, [], key: "app") {
      Node.element(.ul, [], key: "list") {
        Node.li(key: "a") { Node.text("A") }
        Node.li(key: "b") { Node.span(key: "a") { Node.text("B") } }
      }
    }
    let full = Node.element(.div, [], key: "app") {
      Node.element(.ul, [], key: "app/list") {
        Node.li(key: "app/list/a") { Node.text("A") }
        Node.li(key: "app/list/b") { Node.span(key: "app/list/b/a") { Node.text("B") } }
      }
    }
    #expect(KeyPaths.qualify(local, under: "") == full)
    #expect(KeyPaths.qualify(Node.text("x"), under: "app") == Node.text("x"))
  }
}
