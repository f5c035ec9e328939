import Foundation
import Testing
import TodoData
import TodoDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes that fail. The tests run as root, where permissions are not enforced, so most of them
/// make the write fail in ways root cannot get around.
@Suite("JSONFileTodoRepository: writes that fail", .timeLimit(.minutes(1)))
struct UnwritableFolderTests {
  @Test("When the folder is replaced by a file, a save fails and claims nothing")
  func folderReplacedByFile() async throws {
    try await withTemporaryFolder { (parent: URL) async throws in
      let folder = parent.appending(path: "todo", directoryHint: .isDirectory)
      let movedFolder = parent.appending(path: "todo-moved", directoryHint: .isDirectory)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      let repository = JSONFileTodoRepository(folder: folder)
      let kept = makeTodo("Kept")
      try await repository.saveTodo(kept)
      let before = try Data(contentsOf: repository.fileURL)

      try FileManager.default.moveItem(at: folder, to: movedFolder)
      try Data("not a folder".utf8).write(to: folder)
      let error = try await #require(throws: TodoStoreError.self) {
        try await repository.saveTodo(makeTodo("Lost"))
      }
      guard case .unwritable(let path, _) = error else {
        Issue.record("expected unwritable, got \(error)")
        return
      }
      #expect(path == repository.fileURL.path(percentEncoded: false))
      #expect(try await repository.fetchTodos() == [kept])

      try FileManager.default.removeItem(at: folder)
      try FileManager.default.moveItem(at: movedFolder, to: folder)
      #expect(try Data(contentsOf: repository.fileURL) == before)
      #expect(try contentsOf(folder) == [JSONFileTodoRepository.fileName])

      let later = makeTodo("Later")
      try await repository.saveTodo(later)
      #expect(try await JSONFileTodoRepository(folder: folder).fetchTodos() == [kept, later])
    }
  }

  @Test("When the rename fails, the temporary file is removed and nothing is claimed")
  func renameFails() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      let kept = makeTodo("Kept")
      try await repository.saveTodo(kept)

      // Nothing, not even root, can rename a file over a folder that holds something.
      try FileManager.default.removeItem(at: repository.fileURL)
      try FileManager.default.createDirectory(
        at: repository.fileURL, withIntermediateDirectories: false)
      let inside = repository.fileURL.appending(path: "keep.txt")
      try Data("inside".utf8).write(to: inside)

      let error = try await #require(throws: TodoStoreError.self) {
        try await repository.saveTodo(makeTodo("Lost"))
      }
      guard case .unwritable = error else {
        Issue.record("expected unwritable, got \(error)")
        return
      }
      #expect(try await repository.fetchTodos() == [kept])
      #expect(try contentsOf(folder) == [JSONFileTodoRepository.fileName])
      #expect(try Data(contentsOf: inside) == Data("inside".utf8))
    }
  }

  @Test("A missing folder makes a save fail")
  func missingFolder() async throws {
    try await withTemporaryFolder { (parent: URL) async throws in
      let folder = parent.appending(path: "never-created", directoryHint: .isDirectory)
      let repository = JSONFileTodoRepository(folder: folder)
      await #expect(throws: TodoStoreError.self) { try await repository.saveTodo(makeTodo("Lost")) }
      #expect(try await repository.fetchTodos().isEmpty)
      #expect(!FileManager.default.fileExists(atPath: folder.path(percentEncoded: false)))
    }
  }

  @Test(
    "A read-only folder makes a save fail and keeps the previous file",
    .enabled(if: geteuid() != 0, "root ignores folder permissions"))
  func readOnlyFolder() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      let kept = makeTodo("Kept")
      try await repository.saveTodo(kept)
      let before = try Data(contentsOf: repository.fileURL)
      let folderPath = folder.path(percentEncoded: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folderPath)
      defer {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folderPath)
      }

      await #expect(throws: TodoStoreError.self) { try await repository.saveTodo(makeTodo("Lost")) }
      #expect(try await repository.fetchTodos() == [kept])
      #expect(try Data(contentsOf: repository.fileURL) == before)
    }
  }
}
