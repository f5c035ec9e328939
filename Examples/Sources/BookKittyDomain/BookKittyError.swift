/// Why BookKitty could not do what was asked. Presentation words each case for the user, in
/// the original's popups; ``description`` is a short English text for logs and the command line.
public enum BookKittyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The question is too short or too long; nothing was sent.
  case invalidQuestion(QuestionLengthError)
  /// A server could not be reached.
  case network(String)
  /// A server was reached but did not answer in time, its retries included: it is slow, the
  /// network is not to blame.
  case timedOut(String)
  /// A server refused the credentials it was sent (401, 403): the API key is wrong or revoked.
  case refused(String)
  /// A server answered with an error or with something unreadable (a status, a bad body).
  case service(String)
  /// The model's answer is not in the form it was asked for.
  case invalidModelOutput(String)
  /// No recommended book survived the checks against the book search.
  case noRecommendation
  /// No stored book or question has this id.
  case notFound(String)
  /// The database could not be opened, read or written; what was saved before is kept.
  case storage(String)
  /// The work was cancelled (its screen went away).
  case cancelled

  /// One sentence for logs and the command line.
  public var description: String {
    switch self {
    case .invalidQuestion(let error): error.description
    case .network(let reason): "Network failure: \(reason)"
    case .timedOut(let reason): "Too slow: \(reason)"
    case .refused(let reason): "Refused: \(reason)"
    case .service(let reason): "Service failure: \(reason)"
    case .invalidModelOutput(let reason): "The model's answer is unusable: \(reason)"
    case .noRecommendation: "No recommended book could be found in the book search."
    case .notFound(let what): "Not found: \(what)"
    case .storage(let reason): "The database failed: \(reason)"
    case .cancelled: "Cancelled."
    }
  }
}
