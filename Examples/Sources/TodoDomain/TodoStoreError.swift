/// Why the todo store could not do what was asked. Presentation turns each case into a message.
public enum TodoStoreError: Error, Equatable, Sendable {
  /// The stored file could not be decoded; it was moved aside to `movedTo` and kept there.
  case corruptFile(movedTo: String)
  /// The stored file exists but could not be read (permissions, I/O error).
  case unreadable(path: String, reason: String)
  /// A change could not be written (disk full, read-only folder); nothing already saved was lost.
  case unwritable(path: String, reason: String)
  /// No todo has this id.
  case notFound
}
