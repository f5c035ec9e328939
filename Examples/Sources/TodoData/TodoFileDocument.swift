import Foundation
import TodoDomain

/// The shape of `todos.json`: `{"version": 1, "todos": [...]}`.
///
/// The stored record is separate from the domain's ``Todo`` so the file format changes only on
/// purpose, with a new version number and a migration.
struct TodoFileDocument: Codable, Equatable {
  /// The file format version this code writes and the newest it reads.
  static let currentVersion = 1

  /// The file format version.
  var version: Int
  /// Every stored todo.
  var todos: [Record]

  /// One todo as stored in version 1.
  struct Record: Codable, Equatable {
    var id: UUID
    var title: String
    var content: String
    var deadline: Date
    var state: TodoState
  }

  /// Only the version, read first to decide whether the rest can be understood.
  struct Header: Decodable {
    var version: Int
  }
}

extension TodoFileDocument {
  /// A current-version document holding `todos`.
  init(todos: [Todo]) {
    self.init(
      version: Self.currentVersion,
      todos: todos.map {
        Record(
          id: $0.id, title: $0.title, content: $0.content, deadline: $0.deadline, state: $0.state)
      }
    )
  }

  /// The stored todos as domain values.
  var domainTodos: [Todo] {
    todos.map {
      Todo(id: $0.id, title: $0.title, content: $0.content, deadline: $0.deadline, state: $0.state)
    }
  }
}
