import CairnTerminal
import CairnTerminalTesting

extension TerminalHarness {
  /// Waits until Home shows "Today's DIMO" and no section on screen is still loading; fails the
  /// test at the caller's line when it does not.
  func waitForHomeLoaded(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await waitUntil(
      "Home's sections on screen loaded", fileID: fileID, filePath: filePath, line: line,
      column: column
    ) {
      $0.contains("Today's DIMO") && !$0.contains("불러오는 중")
    }
  }
}
