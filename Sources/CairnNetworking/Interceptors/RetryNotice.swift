/// A retry that ``RetryInterceptor`` is about to send, as it tells an observer (see
/// ``RetryInterceptor/observingRetries(_:operation:)``): so that a screen can say "trying
/// again, 2 of 3, the server was slow" instead of spinning in silence.
public struct RetryNotice: Sendable, Hashable {
  /// Why the attempt before failed.
  public enum Cause: Sendable, Hashable {
    /// No answer within the request's timeout.
    case timeout
    /// The server could not be reached, or the connection dropped.
    case unreachable
    /// The server answered with this retryable status (408, 429, 5xx).
    case status(Int)
  }

  /// The attempt about to be sent, counting the first: 2 for the first retry.
  public let attempt: Int
  /// The most attempts the policy allows, the first included.
  public let maxAttempts: Int
  /// The wait before it is sent.
  public let delay: Duration
  /// Why the attempt before failed.
  public let cause: Cause

  /// A notice of `attempt` of `maxAttempts`, sent after `delay` because of `cause`.
  public init(attempt: Int, maxAttempts: Int, delay: Duration, cause: Cause) {
    self.attempt = attempt
    self.maxAttempts = maxAttempts
    self.delay = delay
    self.cause = cause
  }
}
