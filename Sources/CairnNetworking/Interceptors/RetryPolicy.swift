import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// When and how long ``RetryInterceptor`` waits before trying a request again.
///
/// What is retried: answers whose status is one of ``retryableStatuses``, and transport
/// failures whose `URLError` code is one of ``retryableTransportErrors``, of requests whose
/// method is one of ``retryableMethods`` (or whose endpoint declares itself idempotent, see
/// ``Endpoint/isIdempotent``). ``connectionLost(maxAttempts:baseDelay:)`` retries only a dropped
/// connection.
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
  /// The methods whose requests may be retried; an endpoint that is idempotent although its
  /// method is not (``Endpoint/isIdempotent`` true on a `POST`) may be retried too, and one
  /// that says it is not never is.
  public var retryableMethods: Set<HTTPMethod>
  /// The `URLError` codes of transport failures worth retrying (a ``NetworkError/offline`` or
  /// ``NetworkError/timeout`` thrown by an inner interceptor counts as
  /// `.notConnectedToInternet` or `.timedOut`); empty to retry no transport failure.
  public var retryableTransportErrors: Set<URLError.Code>
  /// True to retry requests whatever their method and endpoint (POST, PATCH): only when the
  /// server deduplicates them.
  public var shouldRetryNonIdempotentRequests: Bool
  /// True to wait as long as a `Retry-After` header says (seconds or an HTTP date).
  public var shouldHonorRetryAfter: Bool
  /// The longest `Retry-After` worth waiting for; a longer one ends the retries.
  public var maxRetryAfter: Duration

  /// The statuses retried by default: 408, 429, 500, 502, 503 and 504.
  public static let defaultRetryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]
  /// The methods retried by default: ``HTTPMethod/idempotentMethods``.
  public static let defaultRetryableMethods = HTTPMethod.idempotentMethods
  /// The transport failures retried by default: every code that ``NetworkError/offline``
  /// stands for (no network, connection lost, host not found or not reachable), and
  /// `.timedOut`.
  public static let defaultRetryableTransportErrors: Set<URLError.Code> = [
    .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
    .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed, .callIsActive, .timedOut,
  ]

  /// A policy that retries only a connection that dropped (`.networkConnectionLost`, as a
  /// server closing an idle keep-alive connection causes), at once or nearly: no status and no
  /// other transport failure is retried. Put it outside a general ``RetryInterceptor`` or use
  /// it alone.
  public static func connectionLost(
    maxAttempts: Int = 2, baseDelay: Duration = .milliseconds(100)
  ) -> RetryPolicy {
    RetryPolicy(
      maxAttempts: maxAttempts, baseDelay: baseDelay, maxDelay: baseDelay, jitter: .none,
      retryableStatuses: [], retryableTransportErrors: [.networkConnectionLost],
      shouldHonorRetryAfter: false)
  }

  /// Creates a policy; the defaults suit an app talking to its own API.
  public init(
    maxAttempts: Int = 3,
    baseDelay: Duration = .milliseconds(500),
    maxDelay: Duration = .seconds(30),
    jitter: Jitter = .full,
    retryableStatuses: Set<Int> = RetryPolicy.defaultRetryableStatuses,
    retryableMethods: Set<HTTPMethod> = RetryPolicy.defaultRetryableMethods,
    retryableTransportErrors: Set<URLError.Code> = RetryPolicy.defaultRetryableTransportErrors,
    shouldRetryNonIdempotentRequests: Bool = false,
    shouldHonorRetryAfter: Bool = true,
    maxRetryAfter: Duration = .seconds(120)
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.jitter = jitter
    self.retryableStatuses = retryableStatuses
    self.retryableMethods = retryableMethods
    self.retryableTransportErrors = retryableTransportErrors
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
