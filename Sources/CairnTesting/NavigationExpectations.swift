import CairnNavigation
import Testing

/// Expects the navigation model to match an outline (see `NavigationState.outline`); on a
/// mismatch the issue shows both outlines, the lines that differ, and the full tree.
@MainActor
public func expectNavigation(
  _ navigator: Navigator, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let mismatch = navigationMismatch(navigator.state, expected: expected) else { return }
  Issue.record(Comment(rawValue: mismatch), sourceLocation: sourceLocation)
}

/// What ``expectNavigation(_:_:sourceLocation:)`` reports when `state`'s outline is not
/// `expected`: the differing lines, then the full tree; `nil` when they match.
public func navigationMismatch(_ state: NavigationState, expected: String) -> String? {
  let actual = state.outline
  guard actual != expected else { return nil }
  return "navigation differs:\n" + lineDiff(expected: expected, actual: actual)
    + "\nfull tree:\n\(state)"
}

/// A readable line-by-line difference: `-` expected lines that are missing, `+` actual lines
/// that were not expected, two spaces for lines that match.
public func lineDiff(expected: String, actual: String) -> String {
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var output: [String] = []
  for index in 0..<max(expectedLines.count, actualLines.count) {
    let wanted = index < expectedLines.count ? String(expectedLines[index]) : nil
    let got = index < actualLines.count ? String(actualLines[index]) : nil
    if wanted == got, let wanted {
      output.append("  " + wanted)
    } else {
      if let wanted { output.append("- " + wanted) }
      if let got { output.append("+ " + got) }
    }
  }
  return output.joined(separator: "\n")
}
