import Foundation
import Testing
import TodoDomain

/// A repository kept in memory, counting its writes.
private actor InMemoryTodoRepository: TodoRepository {
  private(set) var todos: [Todo]
  private(set) var writeCount = 0

  init(_ todos: [Todo] = []) {
    self.todos = todos
  }

  func fetchTodos() -> [Todo] { todos }

  func saveTodo(_ todo: Todo) {
    writeCount += 1
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  func deleteTodo(id: UUID) {
    writeCount += 1
    todos.removeAll { $0.id == id }
  }

  /// The todos once (these tests change nothing while observing).
  func observeTodos() -> AsyncStream<Result<[Todo], TodoStoreError>> {
    let todos = self.todos
    return AsyncStream { continuation in
      continuation.yield(.success(todos))
      continuation.finish()
    }
  }

  func reload() {}
}

private func day(_ offset: Int) -> Date {
  Date(timeIntervalSince1970: 1_741_564_800 + Double(offset) * 86_400)
}

@Suite("Todo use cases", .timeLimit(.minutes(3)))
struct TodoUseCasesTests {
  @Test("A blank draft saves nothing")
  func blankDraftSavesNothing() async throws {
    let repository = InMemoryTodoRepository()
    let saved = try await SaveTodoUseCase(repository: repository)
      .execute(TodoDraft(title: " ", content: "\n", deadline: day(0)))
    #expect(saved == nil)
    #expect(await repository.todos.isEmpty)
    #expect(await repository.writeCount == 0)
  }

  @Test("A new draft is saved as a new todo in the todo state")
  func newDraft() async throws {
    let repository = InMemoryTodoRepository()
    let saved = try await SaveTodoUseCase(repository: repository)
      .execute(TodoDraft(title: "Title", content: "", deadline: day(1)))
    let todo = try #require(saved)
    #expect(todo.title == "Title")
    #expect(todo.deadline == day(1))
    #expect(todo.state == .todo)
    #expect(await repository.todos == [todo])
  }

  @Test("Editing keeps the id and the state")
  func editKeepsIdAndState() async throws {
    let existing = Todo(title: "Old", content: "Old content", deadline: day(0), state: .doing)
    let repository = InMemoryTodoRepository([existing])
    let draft = TodoDraft(title: "New", content: "New content", deadline: day(2))
    let edited = try #require(
      try await SaveTodoUseCase(repository: repository).execute(draft, editing: existing))
    #expect(edited.id == existing.id)
    #expect(edited.state == .doing)
    #expect(TodoDraft(edited) == draft)
    #expect(await repository.todos == [edited])
  }

  @Test("Moving changes only the state", arguments: TodoState.allCases)
  func move(to state: TodoState) async throws {
    let todo = Todo(title: "Move me", content: "", deadline: day(0))
    let repository = InMemoryTodoRepository([todo])
    let moved = try await MoveTodoUseCase(repository: repository).execute(todo, to: state)
    var expected = todo
    expected.state = state
    #expect(moved == expected)
    #expect(await repository.todos == [expected])
  }

  @Test("Deleting removes only that todo")
  func delete() async throws {
    let keep = Todo(title: "Keep", content: "", deadline: day(0))
    let drop = Todo(title: "Drop", content: "", deadline: day(0))
    let repository = InMemoryTodoRepository([keep, drop])
    try await DeleteTodoUseCase(repository: repository).execute(id: drop.id)
    #expect(await repository.todos == [keep])
  }

  @Test("Fetching sorts by deadline, then title")
  func fetchSorted() async throws {
    let late = Todo(title: "A late one", content: "", deadline: day(3))
    let earlyB = Todo(title: "B", content: "", deadline: day(1))
    let earlyA = Todo(title: "A", content: "", deadline: day(1))
    let repository = InMemoryTodoRepository([late, earlyB, earlyA])
    #expect(
      try await FetchTodosUseCase(repository: repository).execute() == [earlyA, earlyB, late])
  }

  @Test("Fetching by id finds the todo, or throws notFound")
  func fetchById() async throws {
    let todo = Todo(title: "Find me", content: "", deadline: day(0))
    let useCase = FetchTodosUseCase(repository: InMemoryTodoRepository([todo]))
    #expect(try await useCase.execute(id: todo.id) == todo)
    await #expect(throws: TodoStoreError.notFound) { try await useCase.execute(id: UUID()) }
  }
}
