import Testing

@testable import CairnWeb

@Suite("HTML that data cannot break", .timeLimit(.minutes(1)))
struct HTMLTests {
  static let hostile = [
    "<img src=x onerror=alert(1)>", "\"><script>alert(1)</script>", "' onmouseover='alert(1)",
    "</textarea><script>alert(1)</script>", "a\u{1B}[2Jb\u{7}c\u{0}", "&lt;already&gt;",
  ]

  @Test(arguments: hostile)
  func aTextIsNeverMarkup(text: String) throws {
    let html = Node.div(.title(text)) { Node.text(text) }.html
    #expect(!html.contains("<img"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("onerror=alert") || html.contains("&lt;img"))
    #expect(!html.contains("\u{1B}") && !html.contains("\u{0}") && !html.contains("\u{7}"))
    // Read back by a parser, the text is the text, not elements.
    let parsed = try #require(MiniHTML.parse(html).first?.element)
    #expect(parsed.children == [.text(text.filter { !$0.isControlWithoutWhitespace })])
    #expect(parsed.attribute("title") == text.filter { !$0.isControlWithoutWhitespace })
  }

  @Test(arguments: [
    ("javascript:alert(1)", "#"), (" JavaScript:alert(1)", "#"), ("data:text/html,x", "#"),
    ("//evil.example/x", "#"), ("/todo/1", "/todo/1"),
    ("https://example.com/a.png", "https://example.com/a.png"),
    ("?page=2", "?page=2"), ("#top", "#top"),
  ])
  func onlyPathsAndWebAddressesAreLinks(address: String, written: String) {
    #expect(Attribute.href(address).value == written)
    #expect(Attribute.src(address).value == written)
  }

  @Test func anAttributeNameFromDataCannotWriteAnotherAttribute() {
    let html = Node.div(.data("x onclick", "1"), .aria("y=\"z", "2")).html
    #expect(html == #"<div data-invalid-name="1" aria-invalid-name="2"></div>"#)
  }

  @Test func booleanAndVoidElementsAreWrittenBare() {
    let html = Node.element(.input, [.type("text"), .disabled, .value("a\"b")]).html
    #expect(html == #"<input type="text" disabled value="a&quot;b">"#)
  }

  @Test func aKeyedElementCarriesItsKey() {
    #expect(Node.li(key: "r<1>") { Node.text("x") }.html == #"<li data-key="r&lt;1&gt;">x</li>"#)
  }
}

extension Character {
  /// A control character other than tab, line feed and carriage return: what the writer drops.
  var isControlWithoutWhitespace: Bool {
    unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r")
        || (0x7F...0x9F).contains($0.value)
    }
  }
}
