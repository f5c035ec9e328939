import ExampleSupport
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
/// - The todos are read once and kept in memory. ``observeTodos()`` tells every observer of each
///   change made here at once, and of a change another process writes to the file within
///   `watchInterval` (the file's inode, size and modification time are checked that often while
///   someone observes); ``reload()`` reads the file again now.
/// - Every read, write (`fsync` included) and check of the file runs on a queue of its own
///   (``SerialQueueExecutor``), not on the concurrency pool: a write waits for the disk.
public actor JSONFileTodoRepository: TodoRepository {
  /// The name of the file in the folder.
  public static let fileName = "todos.json"

  private let executor = SerialQueueExecutor(label: "TodoData.JSONFileTodoRepository")
  /// The repository's queue: its file work blocks a thread, never one of the pool's.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// The file the todos are kept in.
  public nonisolated let fileURL: URL

  private let now: @Sendable () -> Date
  private let watchInterval: Duration
  private var cachedTodos: [Todo]?
  /// The file as this repository last read or wrote it.
  private var knownSignature: FileSignature?
  private var observers: [UUID: AsyncStream<Result<[Todo], TodoStoreError>>.Continuation] = [:]
  private var watch: Task<Void, Never>?

  /// Creates a repository on an existing folder.
  /// - Parameters:
  ///   - folder: where `todos.json` lives; it must already exist.
  ///   - watchInterval: how often, while someone observes, the file is checked for changes
  ///     written by another process.
  ///   - now: the clock used to name a corrupt file when it is moved aside.
  public init(
    folder: URL, watchInterval: Duration = .milliseconds(300),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.fileURL = folder.appending(path: Self.fileName, directoryHint: .notDirectory)
    self.watchInterval = watchInterval
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

  /// The todos now, then after every change; see the type's description.
  public func observeTodos() -> AsyncStream<Result<[Todo], TodoStoreError>> {
    let (stream, continuation) = AsyncStream<Result<[Todo], TodoStoreError>>.makeStream(
      bufferingPolicy: .bufferingNewest(4))
    let id = UUID()
    observers[id] = continuation
    continuation.onTermination = { _ in
      Task { await self.removeObserver(id) }
    }
    for result in currentResults() { continuation.yield(result) }
    startWatchingIfNeeded()
    return stream
  }

  /// Forgets what was read and reads the file again, telling every observer.
  public func reload() {
    cachedTodos = nil
    publish(currentResults())
  }

  private var path: String { fileURL.path(percentEncoded: false) }

  /// The todos as they are now, or the failure; a corrupt file gives its failure and then the
  /// empty list that replaces it.
  private func currentResults() -> [Result<[Todo], TodoStoreError>] {
    do {
      return [.success(try loadedTodos())]
    } catch {
      guard case .corruptFile = error else { return [.failure(error)] }
      do {
        return [.failure(error), .success(try loadedTodos())]
      } catch {
        return [.failure(error)]
      }
    }
  }

  private func publish(_ results: [Result<[Todo], TodoStoreError>]) {
    for continuation in observers.values {
      for result in results { continuation.yield(result) }
    }
  }

  private func removeObserver(_ id: UUID) {
    observers[id] = nil
    if observers.isEmpty {
      watch?.cancel()
      watch = nil
    }
  }

  /// While someone observes: checks the file every `watchInterval` and publishes what another
  /// process wrote.
  private func startWatchingIfNeeded() {
    guard watch == nil else { return }
    let interval = watchInterval
    watch = Task { [weak self] in
      while !Task.isCancelled {
        // The polling period of the file watch, not a wait for something in particular.
        try? await Task.sleep(for: interval)
        await self?.publishIfChangedElsewhere()
      }
    }
  }

  private func publishIfChangedElsewhere() {
    guard FileSignature.of(fileURL) != knownSignature else { return }
    reload()
  }

  private func loadedTodos() throws(TodoStoreError) -> [Todo] {
    if let cachedTodos { return cachedTodos }
    // Before reading: a write by another process after this point is noticed by the next check.
    knownSignature = FileSignature.of(fileURL)
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
    knownSignature = FileSignature.of(fileURL)
    publish([.success(todos)])
  }
}
