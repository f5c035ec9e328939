/// What kind of failure the last sync ended in, kept beside its sentence so that another
/// process (`cairn-apps pm status --json`) can tell a refused token from a server that is down
/// without reading the sentence.
public enum SyncErrorKind: String, Equatable, Sendable {
  /// The server could not be reached or did not answer in time; the engine tries again.
  case offline
  /// The server did not accept this device's board token (401).
  case unauthorized
  /// The server refused the sync with another error status.
  case refused
  /// The server's answer was not the sync data the API promises.
  case invalidAnswer = "invalid-answer"
  /// This device's database failed.
  case storage
  /// Anything else.
  case other
}
