import BrowserTestSupport
import Testing

extension BrowserPage {
  /// Picks a day in a date field, as the browser's date picker does (its value, then `change`).
  func pick(_ day: String, in css: String) async throws {
    try await browser.run(
      """
      const field = \(JavaScript.query(css));
      field.value = arguments[0];
      field.dispatchEvent(new Event('change', { bubbles: true }));
      """, [day])
  }

  /// Clicks the open dialog's button whose text contains `text`, once it is there.
  func clickDialogButton(containing text: String) async throws {
    try await wait(for: "dialog .dialog-button", containing: text)
    for button in try await browser.findAll("dialog .dialog-button")
    where try await browser.text(of: button).contains(text) {
      try await browser.click(button)
      return
    }
    Issue.record("no dialog button says \(text)")
    throw WaitFailed()
  }
}
