import CairnTerminal

extension TerminalHarness {
  /// Waits until Home shows "Today's DIMO" and no section on screen is still loading.
  func waitForHomeLoaded() async -> Bool {
    await waitUntil("Home's sections on screen loaded") {
      $0.contains("Today's DIMO") && !$0.contains("불러오는 중")
    }
  }
}
