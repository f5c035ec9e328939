import Foundation
import ProcessTestSupport
import Testing
import TodoData
import TodoDomain

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes that fail. CI runs the tests as root, where permissions are not enforced, so they make
/// the write fail in ways root cannot get around: a folder replaced by a file, a folder in the
/// way of the rename, and, for a read-only folder, the immutable attribute (`chattr +i`), which
/// binds root too (without root, plain permissions do).
@Suite("JSONFileTodoRepository: writes that fail", .timeLimit(.minutes(3)))
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

  @Test("A read-only folder makes a save fail and keeps the previous file, as root too")
  func readOnlyFolder() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      let kept = makeTodo("Kept")
      try await repository.saveTodo(kept)
      let before = try Data(contentsOf: repository.fileURL)
      let restore = try makeReadOnly(folder)
      defer { restore() }
      #expect(
        !FileManager.default.isWritableFile(atPath: folder.path(percentEncoded: false))
          || geteuid() == 0, "the folder is read-only")

      await #expect(throws: TodoStoreError.self) { try await repository.saveTodo(makeTodo("Lost")) }
      #expect(try await repository.fetchTodos() == [kept])
      #expect(try Data(contentsOf: repository.fileURL) == before)
    }
  }
}

/// Makes `folder` refuse new files, even to root, and returns what undoes it: the immutable
/// attribute as root (ext4 and most Linux file systems), plain permissions otherwise.
private func makeReadOnly(_ folder: URL) throws -> () -> Void {
  let path = folder.path(percentEncoded: false)
  guard geteuid() == 0 else {
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: path)
    return {
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    }
  }
  let result = try Subprocess.run(["chattr", "+i", path], timeout: .seconds(10))
  guard result.status == 0 else {
    throw ReadOnlyFolderUnavailable(
      reason: "chattr +i \(path) failed (\(result.errorOutput)); run the tests on a file system "
        + "with the immutable attribute (ext4, xfs, btrfs) or not as root")
  }
  return { _ = try? Subprocess.run(["chattr", "-i", path], timeout: .seconds(10)) }
}

/// The folder could not be made read-only for root.
private struct ReadOnlyFolderUnavailable: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}
