import Foundation
import Testing
import TodoData
import TodoDomain

@Suite("JSONFileTodoRepository: saving, fetching and deleting", .timeLimit(.minutes(3)))
struct JSONFileTodoRepositoryTests {
  @Test("An empty folder holds no todos and gets no file from a fetch")
  func emptyFolder() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      #expect(try await repository.fetchTodos().isEmpty)
      #expect(try contentsOf(folder).isEmpty)
    }
  }

  @Test("Save, update and delete round trip in memory")
  func roundTrip() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      var first = makeTodo("First")
      let second = makeTodo("Second", day: 1, state: .doing)
      try await repository.saveTodo(first)
      try await repository.saveTodo(second)
      #expect(try await repository.fetchTodos() == [first, second])

      first.title = "First, renamed"
      first.state = .done
      try await repository.saveTodo(first)
      #expect(try await repository.fetchTodos() == [first, second])

      try await repository.deleteTodo(id: first.id)
      #expect(try await repository.fetchTodos() == [second])
      try await repository.deleteTodo(id: UUID())
      #expect(try await repository.fetchTodos() == [second])
    }
  }

  @Test("A new repository on the same folder sees what the last one saved")
  func persistsAcrossInstances() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let saved = [makeTodo("Write", day: 2), makeTodo("Review", day: 3, state: .done)]
      let writer = JSONFileTodoRepository(folder: folder)
      for todo in saved {
        try await writer.saveTodo(todo)
      }
      try await writer.saveTodo(makeTodo("Temporary"))
      let temporary = try #require(try await writer.fetchTodos().last)
      try await writer.deleteTodo(id: temporary.id)

      let reader = JSONFileTodoRepository(folder: folder)
      #expect(try await reader.fetchTodos() == saved)
    }
  }

  // snippet: todo-json-file
  @Test("The file is versioned JSON with ISO-8601 dates")
  func fileFormat() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      let todo = makeTodo("Format")
      try await repository.saveTodo(todo)

      let data = try Data(contentsOf: repository.fileURL)
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(json["version"] as? Int == 1)
      let todos = try #require(json["todos"] as? [[String: Any]])
      #expect(todos.count == 1)
      #expect(todos.first?["deadline"] as? String == "2025-02-19T21:20:00.000Z")
      #expect(todos.first?["id"] as? String == todo.id.uuidString)
      #expect(todos.first?["state"] as? String == "todo")
      #expect(String(decoding: data, as: UTF8.self).contains("\n  \"todos\" : ["))
    }
  }
  // end-snippet

  @Test("Saving replaces the file and leaves no temporary files behind")
  func atomicReplacement() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      for day in 0..<3 {
        try await repository.saveTodo(makeTodo("Day \(day)", day: day))
        #expect(try contentsOf(folder) == [JSONFileTodoRepository.fileName])
      }
    }
  }

  @Test("Saves from many tasks at once all land")
  func concurrentSaves() async throws {
    try await withTemporaryFolder { (folder: URL) async throws in
      let repository = JSONFileTodoRepository(folder: folder)
      let todos = (0..<40).map { makeTodo("Task \($0)", day: $0) }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for todo in todos {
          group.addTask { try await repository.saveTodo(todo) }
        }
        try await group.waitForAll()
      }
      let stored = try await JSONFileTodoRepository(folder: folder).fetchTodos()
      #expect(Set(stored) == Set(todos))
      #expect(Set(try await repository.fetchTodos()) == Set(todos))
      #expect(try contentsOf(folder) == [JSONFileTodoRepository.fileName])
    }
  }
}
