import Foundation
import Testing
import TodoData
import TodoDomain

@Suite("JSONFileTodoRepository: files that cannot be decoded", .timeLimit(.minutes(3)))
struct CorruptFileTests {
  static let badContents: [(name: String, bytes: [UInt8])] = [
    ("garbage", [0x7B, 0x22, 0xFF, 0x00, 0x13, 0x37, 0x0A]),
    ("empty", []),
    ("truncated", Array(#"{"version":1,"todos":[{"id":"6B0"#.utf8)),
    ("wrong shape", Array(#"{"version":1,"todos":{"title":"x"}}"#.utf8)),
    ("no version", Array(#"{"todos":[]}"#.utf8)),
    ("a bare list", Array("[]".utf8)),
    ("version zero", Array(#"{"version":0,"todos":[]}"#.utf8)),
  ]

  @Test(
    "A corrupt file is moved aside byte for byte and the next fetch starts empty",
    arguments: badContents.map(\.bytes))
  func movedAside(bytes: [UInt8]) async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder, now: { fixedNow })
      try Data(bytes).write(to: repository.fileURL)

      let error = try await #require(throws: TodoStoreError.self) {
        try await repository.fetchTodos()
      }
      let expected = folder.appending(path: "todos.corrupt-20250301-140512.json")
      #expect(error == .corruptFile(movedTo: expected.path(percentEncoded: false)))
      #expect(try Data(contentsOf: expected) == Data(bytes))
      #expect(try contentsOf(folder) == ["todos.corrupt-20250301-140512.json"])

      #expect(try await repository.fetchTodos().isEmpty)
      let todo = makeTodo("After the crash")
      try await repository.saveTodo(todo)
      #expect(try Data(contentsOf: expected) == Data(bytes))
      #expect(try await JSONFileTodoRepository(folder: folder).fetchTodos() == [todo])
    }
  }

  @Test("Two corrupt files in the same second get two distinct names")
  func twoCorruptEvents() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let first = Data("first garbage".utf8)
      let second = Data("second garbage".utf8)
      var asides: [String] = []
      for garbage in [first, second] {
        let repository = JSONFileTodoRepository(folder: folder, now: { fixedNow })
        try garbage.write(to: repository.fileURL)
        let error = try await #require(throws: TodoStoreError.self) {
          try await repository.fetchTodos()
        }
        guard case .corruptFile(let movedTo) = error else {
          Issue.record("expected corruptFile, got \(error)")
          return
        }
        asides.append(movedTo)
      }
      #expect(asides.count == 2)
      #expect(Set(asides).count == 2)
      #expect(
        try contentsOf(folder) == [
          "todos.corrupt-20250301-140512-2.json", "todos.corrupt-20250301-140512.json",
        ])
      #expect(try Data(contentsOf: URL(fileURLWithPath: asides[0])) == first)
      #expect(try Data(contentsOf: URL(fileURLWithPath: asides[1])) == second)
    }
  }

  @Test("A file from a newer version is reported and left untouched, even by a save")
  func newerVersion() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      let future = Data(#"{"version":2,"items":[{"anything":"new"}]}"#.utf8)
      try future.write(to: repository.fileURL)

      let error = try await #require(throws: TodoStoreError.self) {
        try await repository.fetchTodos()
      }
      guard case .unreadable(let path, let reason) = error else {
        Issue.record("expected unreadable, got \(error)")
        return
      }
      #expect(path == repository.fileURL.path(percentEncoded: false))
      #expect(reason.contains("newer version"))

      await #expect(throws: TodoStoreError.self) { try await repository.saveTodo(makeTodo("No")) }
      #expect(try Data(contentsOf: repository.fileURL) == future)
      #expect(try contentsOf(folder) == [JSONFileTodoRepository.fileName])
    }
  }

  @Test("A file that cannot be read is reported and not moved aside")
  func unreadableFile() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      // A folder in the file's place cannot be read, even by root.
      try FileManager.default.createDirectory(
        at: repository.fileURL, withIntermediateDirectories: false)

      let error = try await #require(throws: TodoStoreError.self) {
        try await repository.fetchTodos()
      }
      guard case .unreadable(let path, _) = error else {
        Issue.record("expected unreadable, got \(error)")
        return
      }
      #expect(path == repository.fileURL.path(percentEncoded: false))
      #expect(try contentsOf(folder) == [JSONFileTodoRepository.fileName])
    }
  }
}
