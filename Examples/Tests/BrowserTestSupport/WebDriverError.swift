import Foundation

/// A WebDriver command that failed: what chromedriver answered, or why it could not be asked.
package struct WebDriverError: Error, CustomStringConvertible {
  /// The W3C error code ("no such element", "script timeout"…), or "transport".
  package let code: String
  /// The command and chromedriver's message.
  package let message: String

  package init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  package var description: String { "WebDriver \(code): \(message)" }

  /// The page went away while a script ran on it (a reload or a navigation).
  package var isPageGone: Bool {
    message.contains("unloaded") || message.contains("navigat")
      || message.contains("Execution context was destroyed") || code == "stale element reference"
  }
}
