import Foundation
import TodoDomain

/// Keeps every todo in one JSON file, `todos.json`, in a given folder.
///
/// - Writes are atomic: a failed write throws ``TodoStoreError/unwritable(path:reason:)``, leaves
///   the previous file as it was, and changes nothing in memory.
/// - No file means no todos. A file that cannot be decoded is moved aside (see
///   ``TodoStoreError/corruptFile(movedTo:)``) and the next fetch starts empty. A file that cannot
///   be read, or that a newer version of the app wrote, throws
///   ``TodoStoreError/unreadable(path:reason:)`` and is left where it is.
/// - The todos are read once and then kept in memory, so this should be the file's only writer.
public actor JSONFileTodoRepository: TodoRepository {
  /// The name of the file in the folder.
  public static let fileName = "todos.json"

  /// The file the todos are kept in.
  public nonisolated let fileURL: URL

  private let now: @Sendable () -> Date
  private var cachedTodos: [Todo]?

  /// Creates a repository on an existing folder.
  /// - Parameters:
  ///   - folder: where `todos.json` lives; it must already exist.
  ///   - now: the clock used to name a corrupt file when it is moved aside.
  public init(folder: URL, now: @escaping @Sendable () -> Date = { Date() }) {
    self.fileURL = folder.appending(path: Self.fileName, directoryHint: .notDirectory)
    self.now = now
  }

  /// Every stored todo, in the order they were first saved.
  public func fetchTodos() throws(TodoStoreError) -> [Todo] {
    try loadedTodos()
  }

  /// Inserts the todo, or replaces the stored one with the same id, and writes the file.
  public func saveTodo(_ todo: Todo) throws(TodoStoreError) {
    var todos = try loadedTodos()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
    try write(todos)
  }

  /// Removes the todo with this id and writes the file; a missing id changes nothing.
  public func deleteTodo(id: UUID) throws(TodoStoreError) {
    var todos = try loadedTodos()
    guard todos.contains(where: { $0.id == id }) else { return }
    todos.removeAll { $0.id == id }
    try write(todos)
  }

  private var path: String { fileURL.path(percentEncoded: false) }

  private func loadedTodos() throws(TodoStoreError) -> [Todo] {
    if let cachedTodos { return cachedTodos }
    let data: Data?
    do {
      data = try FileContents.read(at: fileURL)
    } catch {
      throw .unreadable(path: error.path, reason: error.reason)
    }
    guard let data else {
      cachedTodos = []
      return []
    }
    switch TodoFileCoding.decode(data) {
    case .todos(let todos):
      cachedTodos = todos
      return todos
    case .newerVersion(let version):
      throw .unreadable(
        path: path,
        reason: "it was made by a newer version of the app (file format \(version); this version "
          + "reads up to \(TodoFileDocument.currentVersion))")
    case .corrupt:
      let aside: URL
      do {
        aside = try CorruptFileQuarantine.moveAside(fileURL, at: now())
      } catch {
        throw .unreadable(
          path: path, reason: "it cannot be decoded, and moving it aside failed: \(error.reason)")
      }
      throw .corruptFile(movedTo: aside.path(percentEncoded: false))
    }
  }

  private func write(_ todos: [Todo]) throws(TodoStoreError) {
    let data: Data
    do {
      data = try TodoFileCoding.encode(todos)
    } catch {
      throw .unwritable(path: path, reason: "cannot encode the todos: \(error)")
    }
    do {
      try FileContents.replace(at: fileURL, with: data)
    } catch {
      throw .unwritable(path: error.path, reason: error.reason)
    }
    cachedTodos = todos
  }
}
