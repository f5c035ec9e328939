import Foundation

/// Runs `body` with a fresh, empty folder that is removed afterwards.
func withTemporaryFolder(_ body: (URL) async throws -> Void) async throws {
  let folder = FileManager.default.temporaryDirectory
    .appending(path: "cairn-todo-data-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try await body(folder)
}

/// The names in `folder`, sorted.
func contentsOf(_ folder: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false)).sorted()
}
