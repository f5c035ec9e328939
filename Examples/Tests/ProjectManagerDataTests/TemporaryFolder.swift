import Foundation

/// A new empty folder under the system's temporary folder, removed when released.
final class TemporaryFolder: Sendable {
  let url: URL

  init(_ name: String = "pm-data") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func subfolder(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
