/// Why the last sync stopped for good (until the user or new data changes something), as data:
/// the app's strings turn it into a sentence in the user's language, and ``description`` is the
/// English sentence of the command line. A server that cannot be reached is not a problem of
/// this kind: the status is ``SyncStatus/offline(pending:retryAt:)`` and the engine retries.
public enum SyncProblem: Equatable, Sendable, CustomStringConvertible {
  /// The server did not accept this device's board token (401): nothing was sent or taken,
  /// and nothing will be until the device logs in with the right one. `message` is the server's
  /// sentence, which says how.
  case unauthorized(message: String)
  /// The server refused the sync with an error status and, when it sent one, its sentence.
  case refused(status: Int, message: String)
  /// The server's answer was not the sync data the API promises.
  case invalidAnswer(detail: String)
  /// This device's database failed.
  case storage(WorkStoreError)
  /// Anything else, in the error's own words.
  case other(String)

  /// The English sentence, for the command line and logs.
  public var description: String {
    switch self {
    case .unauthorized(let message):
      "The server did not accept this device's board token (401): \(message)"
    case .refused(let status, let message): "The server refused the sync (\(status)): \(message)"
    case .invalidAnswer(let detail):
      "The server sent an answer that is not valid sync data (\(detail))."
    case .storage(let error): error.description
    case .other(let text): "Sync failed: \(text)"
    }
  }
}
