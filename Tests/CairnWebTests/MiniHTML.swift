import Foundation

@testable import CairnWeb

/// A parser of the HTML this library writes (elements, double-quoted attributes, texts, the
/// five entities), for tests that read a page back as the browser would: what is markup and
/// what is text.
enum MiniHTML {
  static let voidTags: Set<String> = ["img", "input", "br", "hr", "meta", "link"]

  static func parse(_ html: String) -> [Node] {
    var scalars = Array(html.unicodeScalars)[...]
    return parseNodes(&scalars, until: nil)
  }

  private static func parseNodes(_ input: inout ArraySlice<Unicode.Scalar>, until end: String?)
    -> [Node]
  {
    var nodes: [Node] = []
    var text = ""
    func flush() {
      if !text.isEmpty { nodes.append(.text(decode(text))) }
      text = ""
    }
    while let first = input.first {
      if first == "<" {
        if input.dropFirst().first == "/" {
          flush()
          while let scalar = input.popFirst(), scalar != ">" {}
          return nodes
        }
        flush()
        nodes.append(parseElement(&input))
      } else {
        text.unicodeScalars.append(first)
        input.removeFirst()
      }
    }
    flush()
    return nodes
  }

  private static func parseElement(_ input: inout ArraySlice<Unicode.Scalar>) -> Node {
    input.removeFirst()  // <
    var name = ""
    while let scalar = input.first, scalar != " ", scalar != ">" {
      name.unicodeScalars.append(scalar)
      input.removeFirst()
    }
    var attributes: [(String, String)] = []
    while let scalar = input.first, scalar != ">" {
      if scalar == " " {
        input.removeFirst()
        continue
      }
      var attributeName = ""
      while let scalar = input.first, scalar != "=", scalar != " ", scalar != ">" {
        attributeName.unicodeScalars.append(scalar)
        input.removeFirst()
      }
      var value = ""
      if input.first == "=" {
        input.removeFirst()
        input.removeFirst()  // "
        while let scalar = input.popFirst(), scalar != "\"" { value.unicodeScalars.append(scalar) }
      }
      attributes.append((attributeName, decode(value)))
    }
    input.removeFirst()  // >
    let key = attributes.first { $0.0 == "data-key" }?.1
    let rest = attributes.filter { $0.0 != "data-key" }.map { Attribute.named($0.0, $0.1) }
    let tag = HTMLTag.named(name)
    let children = voidTags.contains(name) ? [] : parseNodes(&input, until: name)
    return .element(Element(tag, attributes: rest, children: children, key: key))
  }

  static func decode(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
