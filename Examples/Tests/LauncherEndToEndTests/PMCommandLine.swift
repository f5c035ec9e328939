import Foundation
import ProcessTestSupport
import Testing

/// Runs `cairn-apps pm …` against one data folder, as a person would in a shell.
struct PMCommandLine {
  let folder: URL

  init() {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-pm-cli-\(UUID().uuidString)")
  }

  /// The built launcher.
  static func launcher() throws -> URL {
    try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
  }

  /// `cairn-apps pm <arguments> --data-dir <folder>`.
  func run(_ arguments: String...) async throws -> SubprocessResult {
    try await run(arguments)
  }

  /// `cairn-apps pm <arguments> --data-dir <folder>`.
  func run(_ arguments: [String]) async throws -> SubprocessResult {
    try await Subprocess.run(
      [try Self.launcher().path, "pm"] + arguments + ["--data-dir", folder.path])
  }

  /// `pm list --json`, decoded.
  func list() async throws -> [[String: String]] {
    let result = try await run("list", "--json")
    #expect(result.status == 0, "\(result.errorOutput)")
    let decoded = try JSONDecoder().decode([[String: String]].self, from: Data(result.output.utf8))
    return decoded
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
