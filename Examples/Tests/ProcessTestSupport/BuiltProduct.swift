import Foundation

/// Finds the package's executables from a running test.
package enum BuiltProduct {
  /// The executable product `name` built next to the running test bundle, if there is one.
  ///
  /// Under `swift test` on Linux the test runner is `<build folder>/<Package>PackageTests.xctest`
  /// and the package's executables sit beside it; `Bundle.main` is the runner's folder.
  package static func named(_ name: String) -> URL? {
    var folders: [URL] = []
    if let runner = CommandLine.arguments.first {
      let runnerURL = URL(
        filePath: runner, relativeTo: URL(filePath: FileManager.default.currentDirectoryPath))
      folders.append(runnerURL.deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for folder in folders {
      let candidate = folder.appending(path: name).standardizedFileURL
      if FileManager.default.isExecutableFile(atPath: candidate.path(percentEncoded: false)) {
        return candidate
      }
    }
    return nil
  }
}
