import Foundation

// snippet: todo-repository
/// Where todos are kept. The data layer implements it; use cases depend only on this.
public protocol TodoRepository: Sendable {
  /// Every stored todo, in no particular order.
  func fetchTodos() async throws(TodoStoreError) -> [Todo]
  /// Inserts the todo, or replaces the stored one with the same id.
  func saveTodo(_ todo: Todo) async throws(TodoStoreError)
  /// Removes the todo with this id; removing a missing id is not an error.
  func deleteTodo(id: UUID) async throws(TodoStoreError)
  /// Every todo now, then again after every change — one made through this repository, or one
  /// another process wrote to the store — or the failure to read them. The stream goes on
  /// after a failure and ends when iteration stops.
  func observeTodos() async -> AsyncStream<Result<[Todo], TodoStoreError>>
  /// Reads the store again from where it is kept, and tells every observer.
  func reload() async
}
// end-snippet
