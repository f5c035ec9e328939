import Foundation

/// An attribute of an ``Element``: a name from this type's constructors and a value that is
/// escaped when written. A link or picture address that is not a path or an `http(s)` URL is
/// written as `#`, so that a `javascript:` address from data never runs.
public struct Attribute: Hashable, Sendable {
  /// The name, as written (`class`, `data-on-click`).
  public let name: String
  /// The value, unescaped; an empty value of a boolean attribute (`hidden`) is written bare.
  public let value: String

  private init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// Whether `name` is a safe attribute name: lowercase letters, digits and `-`, starting with
  /// a letter.
  static func isSafeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }

  // MARK: - Common attributes

  /// `class`: the names joined by spaces; empty names are left out.
  public static func `class`(_ names: String...) -> Attribute {
    Attribute("class", names.filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// `class` from a list of names.
  public static func classes(_ names: [String]) -> Attribute {
    Attribute("class", names.filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// `id`; characters other than letters, digits, `-` and `_` become `-`.
  public static func id(_ value: String) -> Attribute {
    Attribute("id", String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "-" }))
  }

  /// `href`: a path, a query, a fragment or an `http(s)` URL; anything else becomes `#`.
  public static func href(_ address: String) -> Attribute {
    Attribute("href", safeAddress(address))
  }

  /// `src`: a path or an `http(s)` URL; anything else becomes `#`.
  public static func src(_ address: String) -> Attribute {
    Attribute("src", safeAddress(address))
  }

  /// `alt`: a picture's text.
  public static func alt(_ text: String) -> Attribute { Attribute("alt", text) }
  /// `title`: a tooltip.
  public static func title(_ text: String) -> Attribute { Attribute("title", text) }
  /// `width` in CSS pixels: known before a picture loads, so the page does not jump.
  public static func width(_ pixels: Int) -> Attribute { Attribute("width", String(pixels)) }
  /// `height` in CSS pixels.
  public static func height(_ pixels: Int) -> Attribute { Attribute("height", String(pixels)) }
  /// `type` (`button`, `submit`, `text`, `password`, `date`, `file`).
  public static func type(_ value: String) -> Attribute { Attribute("type", value) }
  /// `name`: a form field's name, sent with a submit.
  public static func name(_ value: String) -> Attribute { Attribute("name", value) }
  /// `value`: a field's value.
  public static func value(_ text: String) -> Attribute { Attribute("value", text) }
  /// `placeholder`.
  public static func placeholder(_ text: String) -> Attribute { Attribute("placeholder", text) }
  /// `role` (ARIA).
  public static func role(_ value: String) -> Attribute { Attribute("role", value) }
  /// `aria-<name>`.
  public static func aria(_ name: String, _ value: String) -> Attribute {
    Attribute(isSafeName(name) ? "aria-\(name)" : "aria-invalid-name", value)
  }
  /// `data-<name>`, for the client script and for tests.
  public static func data(_ name: String, _ value: String) -> Attribute {
    Attribute(isSafeName(name) ? "data-\(name)" : "data-invalid-name", value)
  }
  /// `for`: the id of the field a label names.
  public static func `for`(_ id: String) -> Attribute { Attribute("for", Attribute.id(id).value) }
  /// `maxlength`.
  public static func maxLength(_ count: Int) -> Attribute { Attribute("maxlength", String(count)) }
  /// `min`.
  public static func min(_ value: String) -> Attribute { Attribute("min", value) }
  /// `max`.
  public static func max(_ value: String) -> Attribute { Attribute("max", value) }
  /// `autocomplete`.
  public static func autocomplete(_ value: String) -> Attribute {
    Attribute("autocomplete", value)
  }
  /// `inputmode` (`numeric`, `text`).
  public static func inputMode(_ value: String) -> Attribute { Attribute("inputmode", value) }
  /// `accept`: the kinds of file an `<input type=file>` offers.
  public static func accept(_ value: String) -> Attribute { Attribute("accept", value) }
  /// `tabindex`.
  public static func tabIndex(_ value: Int) -> Attribute { Attribute("tabindex", String(value)) }
  /// `lang`.
  public static func lang(_ value: String) -> Attribute { Attribute("lang", value) }
  /// `rel`.
  public static func rel(_ value: String) -> Attribute { Attribute("rel", value) }
  /// `content` (of a `<meta>`).
  public static func content(_ value: String) -> Attribute { Attribute("content", value) }
  /// `charset` (of a `<meta>`).
  public static func charset(_ value: String) -> Attribute { Attribute("charset", value) }
  /// `rows` (of a `<textarea>`).
  public static func rows(_ count: Int) -> Attribute { Attribute("rows", String(count)) }
  /// `loading=lazy`: a picture below the fold loads when it nears the screen.
  public static let lazyLoading = Attribute("loading", "lazy")
  /// `decoding=async`.
  public static let asyncDecoding = Attribute("decoding", "async")

  // MARK: - Boolean attributes

  /// `hidden`.
  public static let hidden = Attribute("hidden", "")
  /// `disabled`.
  public static let disabled = Attribute("disabled", "")
  /// `checked`.
  public static let checked = Attribute("checked", "")
  /// `selected`.
  public static let selected = Attribute("selected", "")
  /// `readonly`.
  public static let readOnly = Attribute("readonly", "")
  /// `required`.
  public static let required = Attribute("required", "")
  /// `autofocus`.
  public static let autofocus = Attribute("autofocus", "")
  /// `open` (of a `<dialog>` drawn open).
  public static let open = Attribute("open", "")
  /// `defer` (of a `<script>`).
  public static let deferred = Attribute("defer", "")

  /// `condition ? attribute : nothing`, for lists built inline.
  public static func when(_ condition: Bool, _ attribute: Attribute) -> [Attribute] {
    condition ? [attribute] : []
  }

  // MARK: - Events

  /// `data-on-<kind>="<action>"`: the client script sends `action` to the screen the element
  /// belongs to when the event happens (see ``WebEvent``).
  public static func on(_ kind: WebEventKind, _ action: String) -> Attribute {
    Attribute("data-on-\(kind.rawValue)", action)
  }

  /// `data-value`: the value sent with the element's events (a row's id).
  public static func eventValue(_ value: String) -> Attribute { Attribute("data-value", value) }

  /// `data-key`, written by the page for a keyed element (see ``NodeDiff``).
  static func key(_ value: String) -> Attribute { Attribute("data-key", value) }

  /// Any other attribute of a fixed name, for the chrome of this module.
  static func named(_ name: String, _ value: String) -> Attribute { Attribute(name, value) }

  /// `address` if it is a path, a query, a fragment or an `http(s)` URL; else `#`.
  static func safeAddress(_ address: String) -> String {
    let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("/") && !trimmed.hasPrefix("//") { return trimmed }
    if trimmed.hasPrefix("?") || trimmed.hasPrefix("#") { return trimmed }
    let lowered = trimmed.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return trimmed }
    return "#"
  }
}

/// An event of an element that the client script reports to the server.
public enum WebEventKind: String, Hashable, Sendable, CaseIterable {
  /// A click or a tap.
  case click
  /// A field's value changed while typing (debounced by the client).
  case input
  /// A field's value was committed (a select, a date, a file).
  case change
  /// A form was submitted: every named field's value is sent.
  case submit
}
