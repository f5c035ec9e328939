import Foundation

/// Loads every todo, sorted for display: by deadline, then by title.
public struct FetchTodosUseCase: Sendable {
  private let repository: any TodoRepository

  /// Creates the use case on a repository.
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Returns the todos in display order.
  public func execute() async throws(TodoStoreError) -> [Todo] {
    Self.inDisplayOrder(try await repository.fetchTodos())
  }

  /// The todos in display order now and after every change (or the failure to read them); see
  /// ``TodoRepository/observeTodos()``.
  public func observe() async -> AsyncStream<Result<[Todo], TodoStoreError>> {
    let changes = await repository.observeTodos()
    return AsyncStream { continuation in
      let task = Task {
        for await result in changes { continuation.yield(result.map(Self.inDisplayOrder)) }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Reads the store again from where it is kept; observers get the result.
  public func reload() async {
    await repository.reload()
  }

  /// By deadline, then by title.
  private static func inDisplayOrder(_ todos: [Todo]) -> [Todo] {
    todos.sorted {
      ($0.deadline, $0.title, $0.id.uuidString) < ($1.deadline, $1.title, $1.id.uuidString)
    }
  }

  /// Returns the todo with this id, or throws ``TodoStoreError/notFound``.
  public func execute(id: UUID) async throws(TodoStoreError) -> Todo {
    guard let todo = try await repository.fetchTodos().first(where: { $0.id == id }) else {
      throw .notFound
    }
    return todo
  }
}

/// Saves a draft as a new todo or over an existing one. A blank draft saves nothing.
public struct SaveTodoUseCase: Sendable {
  private let repository: any TodoRepository

  /// Creates the use case on a repository.
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Saves `draft`, keeping `existing`'s id and state when editing.
  /// - Returns: the saved todo, or `nil` when the draft was blank and nothing was saved.
  public func execute(_ draft: TodoDraft, editing existing: Todo? = nil)
    async throws(TodoStoreError)
    -> Todo?
  {
    guard !draft.isBlank else { return nil }
    var todo = existing ?? Todo(title: "", content: "", deadline: draft.deadline)
    todo.title = draft.title
    todo.content = draft.content
    todo.deadline = draft.deadline
    try await repository.saveTodo(todo)
    return todo
  }
}

/// Moves a todo to another of the three states.
public struct MoveTodoUseCase: Sendable {
  private let repository: any TodoRepository

  /// Creates the use case on a repository.
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Stores `todo` in `state` and returns the moved todo.
  public func execute(_ todo: Todo, to state: TodoState) async throws(TodoStoreError) -> Todo {
    var moved = todo
    moved.state = state
    try await repository.saveTodo(moved)
    return moved
  }
}

/// Deletes a todo.
public struct DeleteTodoUseCase: Sendable {
  private let repository: any TodoRepository

  /// Creates the use case on a repository.
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Removes the todo with this id.
  public func execute(id: UUID) async throws(TodoStoreError) {
    try await repository.deleteTodo(id: id)
  }
}
