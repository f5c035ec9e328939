import Foundation
import Testing

/// The toolkit speaks no language of its own beyond its English defaults: an app injects its
/// texts (``TerminalStrings``). This test fails when any toolkit source, comments included,
/// holds a Hangul character.
@Suite("The toolkit is locale-free", .timeLimit(.minutes(1)))
struct LocaleFreeToolkitTests {
  @Test func noToolkitSourceContainsHangul() throws {
    let sources = URL(filePath: #filePath)
      .deletingLastPathComponent()  // CairnTerminalTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // the package
      .appending(path: "Sources")
    let files = try #require(
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil),
      "the toolkit's Sources folder at \(sources.path)")
    var checked = 0
    var offending: [String] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      checked += 1
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line.unicodeScalars.contains(where: Self.isHangul)
      {
        offending.append("\(file.lastPathComponent):\(number + 1): \(line)")
      }
    }
    #expect(checked > 50, "found the toolkit's sources")
    #expect(offending.isEmpty, "Hangul in the toolkit:\n\(offending.joined(separator: "\n"))")
  }

  /// Hangul syllables, jamo and compatibility jamo.
  static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
      || (0x3130...0x318F).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value)
      || (0xD7B0...0xD7FF).contains(scalar.value)
  }
}
