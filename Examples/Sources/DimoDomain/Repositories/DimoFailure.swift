/// Why a request of the content, review or comment screens failed, told apart so that each is
/// shown for what it is (the original reported every failure as a decode error).
public enum DimoFailure: Error, Hashable, Sendable {
  /// The server cannot be reached.
  case offline
  /// The server did not answer in time.
  case timeout
  /// The session ended (the refresh token was refused): the user must log in again.
  case sessionExpired
  /// The server failed (5xx).
  case serverFailure(status: Int)
  /// The work, character, review or comment does not exist (any more); the server's sentence.
  case notFound(String)
  /// The server refused the request (4xx), with its sentence.
  case refused(status: Int, message: String)
  /// The server's answer could not be read.
  case damagedAnswer(String)
  /// The waiting task was cancelled.
  case cancelled

  /// True when trying again may help.
  public var isRetryable: Bool {
    switch self {
    case .offline, .timeout, .serverFailure, .damagedAnswer: true
    case .sessionExpired, .notFound, .refused, .cancelled: false
    }
  }
}
