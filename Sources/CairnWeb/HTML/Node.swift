/// A piece of an HTML page: an element with its attributes and children, or a text.
///
/// Every text and attribute value is escaped when the page is written (``html``): text from
/// data never becomes markup, whatever it holds. HTMLTag and attribute names come from this
/// module's constructors (``Node/element(_:_:_:)``, ``Attribute``), never from data.
///
/// An element may carry a ``Element/key``: the identity that ``NodeDiff`` follows from one
/// render to the next (a list row's id), so that a changed row is patched in place and a moved
/// one is moved, not rebuilt.
public enum Node: Hashable, Sendable {
  /// An element.
  case element(Element)
  /// A text, escaped when written.
  case text(String)

  /// The element, if this is one.
  public var element: Element? {
    if case .element(let element) = self { return element }
    return nil
  }
}

/// An HTML element: tag, attributes in order, children, and an optional key.
public struct Element: Hashable, Sendable {
  /// The tag name, lowercase (`div`, `button`).
  public let tag: HTMLTag
  /// The attributes, in the order they are written.
  public var attributes: [Attribute]
  /// The children, in order.
  public var children: [Node]
  /// The element's identity among its siblings across renders (see ``NodeDiff``).
  public var key: String?

  /// Creates an element.
  public init(
    _ tag: HTMLTag, attributes: [Attribute] = [], children: [Node] = [], key: String? = nil
  ) {
    self.tag = tag
    self.attributes = attributes
    self.children = children
    self.key = key
  }

  /// The value of attribute `name`, if set.
  public func attribute(_ name: String) -> String? {
    attributes.last { $0.name == name }?.value
  }
}

/// An element's tag name, from a fixed set: a page is built only of these.
public struct HTMLTag: Hashable, Sendable, CustomStringConvertible {
  /// The name as written.
  public let name: String

  private init(_ name: String) {
    self.name = name
  }

  /// The name.
  public var description: String { name }

  /// A tag of any name, for this module and its tests (a page is built of the constants).
  static func named(_ name: String) -> HTMLTag { HTMLTag(name) }

  /// Whether the element has no end tag (`<img>`, `<input>`).
  public var isVoid: Bool { Self.voidNames.contains(name) }

  private static let voidNames: Set<String> = ["img", "input", "br", "hr", "meta", "link"]

  /// `<a>`.
  public static let a = HTMLTag("a")
  /// `<article>`.
  public static let article = HTMLTag("article")
  /// `<aside>`.
  public static let aside = HTMLTag("aside")
  /// `<body>`.
  public static let body = HTMLTag("body")
  /// `<br>`.
  public static let br = HTMLTag("br")
  /// `<button>`.
  public static let button = HTMLTag("button")
  /// `<dialog>`.
  public static let dialog = HTMLTag("dialog")
  /// `<div>`.
  public static let div = HTMLTag("div")
  /// `<figure>`.
  public static let figure = HTMLTag("figure")
  /// `<footer>`.
  public static let footer = HTMLTag("footer")
  /// `<form>`.
  public static let form = HTMLTag("form")
  /// `<h1>`.
  public static let h1 = HTMLTag("h1")
  /// `<h2>`.
  public static let h2 = HTMLTag("h2")
  /// `<h3>`.
  public static let h3 = HTMLTag("h3")
  /// `<head>`.
  public static let head = HTMLTag("head")
  /// `<header>`.
  public static let header = HTMLTag("header")
  /// `<hr>`.
  public static let hr = HTMLTag("hr")
  /// `<html>`.
  public static let html = HTMLTag("html")
  /// `<img>`.
  public static let img = HTMLTag("img")
  /// `<input>`.
  public static let input = HTMLTag("input")
  /// `<label>`.
  public static let label = HTMLTag("label")
  /// `<li>`.
  public static let li = HTMLTag("li")
  /// `<link>`.
  public static let link = HTMLTag("link")
  /// `<main>`.
  public static let main = HTMLTag("main")
  /// `<meta>`.
  public static let meta = HTMLTag("meta")
  /// `<nav>`.
  public static let nav = HTMLTag("nav")
  /// `<ol>`.
  public static let ol = HTMLTag("ol")
  /// `<option>`.
  public static let option = HTMLTag("option")
  /// `<p>`.
  public static let p = HTMLTag("p")
  /// `<progress>`.
  public static let progress = HTMLTag("progress")
  /// `<script>`.
  public static let script = HTMLTag("script")
  /// `<section>`.
  public static let section = HTMLTag("section")
  /// `<select>`.
  public static let select = HTMLTag("select")
  /// `<small>`.
  public static let small = HTMLTag("small")
  /// `<span>`.
  public static let span = HTMLTag("span")
  /// `<strong>`.
  public static let strong = HTMLTag("strong")
  /// `<textarea>`.
  public static let textarea = HTMLTag("textarea")
  /// `<time>`.
  public static let time = HTMLTag("time")
  /// `<title>`.
  public static let title = HTMLTag("title")
  /// `<ul>`.
  public static let ul = HTMLTag("ul")
}
