import Foundation

/// Swift values written into a script as JavaScript literals.
package enum JavaScript {
  /// `text` as a JavaScript string literal (JSON's quoting is JavaScript's).
  package static func string(_ text: String) -> String {
    guard let data = try? JSONEncoder().encode(text) else { return "\"\"" }
    return String(decoding: data, as: UTF8.self)
  }

  /// `document.querySelector(css)`.
  package static func query(_ css: String) -> String {
    "document.querySelector(\(string(css)))"
  }

  /// True when some element `css` matches has a visible text containing `text`.
  package static func someText(_ css: String, contains text: String) -> String {
    "Array.from(document.querySelectorAll(\(string(css)))).some(e => e.textContent.includes(\(string(text))))"
  }
}
