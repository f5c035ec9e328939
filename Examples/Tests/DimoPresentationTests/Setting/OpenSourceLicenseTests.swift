import DimoPresentation
import Foundation
import Testing

/// The bundled licenses name every package the Examples package resolves, at its version.
@Suite(.timeLimit(.minutes(1)))
struct OpenSourceLicenseTests {
  /// `Examples/Package.resolved`, which `swift build` writes beside `Package.swift`.
  private static let resolvedFile = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Package.resolved")

  private struct Resolved: Decodable {
    struct Pin: Decodable {
      struct State: Decodable { var version: String? }
      var identity: String
      var state: State
    }
    var pins: [Pin]
  }

  @Test func everyResolvedPackageAppearsWithItsVersionAndALicense() throws {
    let resolved = try JSONDecoder().decode(
      Resolved.self, from: try Data(contentsOf: Self.resolvedFile))
    let bundled = try OpenSourceLicense.bundled().get()
    var byName: [String: OpenSourceLicense] = [:]
    for license in bundled { byName[license.name] = license }
    #expect(resolved.pins.count > 20)
    for pin in resolved.pins {
      let license = byName[pin.identity]
      #expect(
        license?.version == pin.state.version,
        "\(pin.identity) \(pin.state.version ?? "?") is in OpenSourceLicenses.txt (run scripts/generate-dimo-licenses)"
      )
      #expect((license?.text.count ?? 0) > 500, "\(pin.identity) has its license's text")
    }
    #expect(bundled.count == resolved.pins.count, "no package that is not resolved")
  }

  @Test func aDamagedFileIsReportedNotSkipped() throws {
    let damaged = OpenSourceLicense.parse("=== only-a-name\n")
    #expect(throws: OpenSourceLicense.LoadError.self) { try damaged.get() }
    let good = OpenSourceLicense.parse("=== a 1.0.0\nhttps://example.com/a (LICENSE)\n\nMIT\n")
    #expect(
      try good.get() == [
        OpenSourceLicense(
          name: "a", version: "1.0.0", source: "https://example.com/a (LICENSE)", text: "MIT")
      ])
  }
}
