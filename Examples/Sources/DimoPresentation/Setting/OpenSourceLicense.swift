import Foundation

/// One package DIMO is built with, and its license: read from the resource that
/// `scripts/generate-dimo-licenses` writes from `Examples/Package.resolved` and the packages'
/// own license files.
public struct OpenSourceLicense: Hashable, Sendable {
  /// The package's identity, like `swift-nio`.
  public var name: String
  /// The resolved version.
  public var version: String
  /// Where it comes from, and the license file's name.
  public var source: String
  /// The license's text.
  public var text: String

  /// Creates an entry.
  public init(name: String, version: String, source: String, text: String) {
    self.name = name
    self.version = version
    self.source = source
    self.text = text
  }

  /// The package, its version and source, then the text: one paragraph of the screen.
  public var paragraph: String { "\(name) \(version)\n\(source)\n\n\(text)" }

  /// Why the resource could not be read.
  public enum LoadError: Error, CustomStringConvertible {
    /// The file is not in the bundle.
    case missing
    /// The file is there but holds no package, or an entry without its two header lines.
    case damaged(String)

    /// The sentence.
    public var description: String {
      switch self {
      case .missing: "OpenSourceLicenses.txt is not in the bundle"
      case .damaged(let reason): "OpenSourceLicenses.txt is damaged: \(reason)"
      }
    }
  }

  /// The licenses bundled with the app.
  public static func bundled() -> Result<[OpenSourceLicense], LoadError> {
    guard let url = Bundle.module.url(forResource: "OpenSourceLicenses", withExtension: "txt"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return .failure(.missing) }
    return parse(text)
  }

  /// The entries of the resource's text: each starts with `=== {name} {version}`, then the
  /// source line, a blank line and the license.
  public static func parse(_ text: String) -> Result<[OpenSourceLicense], LoadError> {
    var licenses: [OpenSourceLicense] = []
    for entry in text.components(separatedBy: "\n=== ") {
      let body = entry.hasPrefix("=== ") ? String(entry.dropFirst(4)) : entry
      let lines = body.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
      let header = lines.first.map { $0.split(separator: " ") } ?? []
      guard lines.count == 3, header.count == 2 else {
        return .failure(.damaged("an entry starts with \(String(body.prefix(40)))"))
      }
      licenses.append(
        OpenSourceLicense(
          name: String(header[0]), version: String(header[1]), source: String(lines[1]),
          text: lines[2].trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    return licenses.isEmpty ? .failure(.damaged("no package")) : .success(licenses)
  }
}
