/// When and how long ``RetryInterceptor`` waits before trying a request again.
///
/// The delay before retry *n* (1 for the first retry) is `min(maxDelay, baseDelay * 2^(n-1))`,
/// scaled by a random fraction in `0...1` with ``Jitter/full`` ("full jitter"), unless the
/// response says `Retry-After`.
public struct RetryPolicy: Sendable, Hashable {
  /// How the exponential delay is randomized.
  public enum Jitter: Sendable, Hashable {
    /// The whole exponential delay, not randomized.
    case none
    /// A uniformly random part of the exponential delay: spreads out clients that failed
    /// together.
    case full
  }

  /// The most attempts in all, the first included: 3 means up to two retries.
  public var maxAttempts: Int
  /// The delay bound of the first retry.
  public var baseDelay: Duration
  /// The bound on any exponential delay.
  public var maxDelay: Duration
  /// How delays are randomized.
  public var jitter: Jitter
  /// Response statuses worth retrying.
  public var retryableStatuses: Set<Int>
  /// True to retry ``NetworkError/offline`` and ``NetworkError/timeout`` failures.
  public var shouldRetryConnectivityFailures: Bool
  /// True to retry requests that are not idempotent (POST, PATCH) as well: only when the
  /// server deduplicates them.
  public var shouldRetryNonIdempotentRequests: Bool
  /// True to wait as long as a `Retry-After` header says (seconds or an HTTP date).
  public var shouldHonorRetryAfter: Bool
  /// The longest `Retry-After` worth waiting for; a longer one ends the retries.
  public var maxRetryAfter: Duration

  /// The statuses retried by default: 408, 429, 500, 502, 503 and 504.
  public static let defaultRetryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

  /// Creates a policy; the defaults suit an app talking to its own API.
  public init(
    maxAttempts: Int = 3,
    baseDelay: Duration = .milliseconds(500),
    maxDelay: Duration = .seconds(30),
    jitter: Jitter = .full,
    retryableStatuses: Set<Int> = RetryPolicy.defaultRetryableStatuses,
    shouldRetryConnectivityFailures: Bool = true,
    shouldRetryNonIdempotentRequests: Bool = false,
    shouldHonorRetryAfter: Bool = true,
    maxRetryAfter: Duration = .seconds(120)
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.jitter = jitter
    self.retryableStatuses = retryableStatuses
    self.shouldRetryConnectivityFailures = shouldRetryConnectivityFailures
    self.shouldRetryNonIdempotentRequests = shouldRetryNonIdempotentRequests
    self.shouldHonorRetryAfter = shouldHonorRetryAfter
    self.maxRetryAfter = maxRetryAfter
  }

  /// The exponential delay before retry `retry` (1-based), given a random `fraction` in 0...1.
  public func backoffDelay(beforeRetry retry: Int, fraction: Double) -> Duration {
    let exponent = min(max(retry - 1, 0), 62)
    let bound = min(Self.nanoseconds(maxDelay), Self.nanoseconds(baseDelay) * pow2(exponent))
    let scale = jitter == .full ? min(max(fraction, 0), 1) : 1
    return .nanoseconds(Int64((Double(bound) * scale).rounded()))
  }

  private func pow2(_ exponent: Int) -> Double {
    Double(sign: .plus, exponent: exponent, significand: 1)
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }
}
