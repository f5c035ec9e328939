import Testing

extension TmuxSession {
  /// Expects the program to exit with status 0 and to leave its tty in cooked mode, as every
  /// app must when the user quits; a tty left raw is reported with its `stty -a`.
  func expectQuitCleanly(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    #expect(try await waitForExit() == 0, sourceLocation: sourceLocation)
    let stty = try await sttyReport()
    #expect(
      try await isTTYInCookedMode(), "tty back in normal mode: \(stty)",
      sourceLocation: sourceLocation)
  }
}
