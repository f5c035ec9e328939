import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Retries failed attempts with exponential backoff and full jitter, as ``RetryPolicy`` says:
/// retryable statuses (408, 429, 5xx), methods (the idempotent ones) and transport failures
/// (no connection, a dropped connection, a timeout) by default, waiting as long as
/// `Retry-After` asks. All waits go through the injected ``NetworkClock``; cancellation ends
/// the waiting with ``NetworkError/cancelled``. Each retry is told, before its wait, to the
/// observer of the calling task (``observingRetries(_:operation:)``).
public struct RetryInterceptor: Interceptor {
  /// The rules.
  public let policy: RetryPolicy
  private let clock: any NetworkClock
  private let random: any RandomSource

  /// Creates the interceptor; inject ``ManualClock`` and a fixed ``RandomSource`` in tests.
  public init(
    policy: RetryPolicy = RetryPolicy(),
    clock: any NetworkClock = SystemNetworkClock(),
    random: any RandomSource = SystemRandomSource()
  ) {
    self.policy = policy
    self.clock = clock
    self.random = random
  }

  /// Sends the request, and again after a delay while the policy allows.
  public func intercept(
    _ request: URLRequest,
    context: RequestContext,
    next: (URLRequest) async throws -> (Data, HTTPURLResponse)
  ) async throws -> (Data, HTTPURLResponse) {
    let mayRetry = mayRetry(context.endpoint)
    var attempt = 1
    while true {
      let outcome: Result<(Data, HTTPURLResponse), any Error>
      do {
        outcome = .success(try await next(request))
      } catch {
        outcome = .failure(error)
      }
      guard mayRetry, attempt < policy.maxAttempts,
        let delay = delay(after: outcome, retry: attempt)
      else {
        return try outcome.get()
      }
      Self.observer?(
        RetryNotice(
          attempt: attempt + 1, maxAttempts: policy.maxAttempts, delay: delay,
          cause: Self.cause(of: outcome)))
      do {
        // The backoff before the retry, on the injected clock (a ManualClock in tests).
        try await clock.sleep(for: delay)
      } catch {
        throw NetworkError.cancelled
      }
      attempt += 1
    }
  }

  /// Whether the policy lets `endpoint` be sent more than once.
  private func mayRetry(_ endpoint: any Endpoint) -> Bool {
    if policy.shouldRetryNonIdempotentRequests { return true }
    guard endpoint.isIdempotent else { return false }
    // An endpoint idempotent although its method is not has said so itself.
    return policy.retryableMethods.contains(endpoint.method) || !endpoint.method.isIdempotent
  }

  /// The wait before retry `retry`, or `nil` when `outcome` is not worth retrying.
  private func delay(
    after outcome: Result<(Data, HTTPURLResponse), any Error>, retry: Int
  ) -> Duration? {
    switch outcome {
    case .success((_, let response)):
      guard policy.retryableStatuses.contains(response.statusCode) else { return nil }
      if policy.shouldHonorRetryAfter,
        let header = response.value(forHTTPHeaderField: "Retry-After"),
        let delay = RetryAfter.delay(from: header, now: clock.now)
      {
        return delay <= policy.maxRetryAfter ? delay : nil
      }
    case .failure(let error):
      guard let code = Self.transportCode(of: error), policy.retryableTransportErrors.contains(code)
      else { return nil }
    }
    return policy.backoffDelay(beforeRetry: retry, fraction: random.nextFraction())
  }

  /// The `URLError` code of a transport failure, if `error` is one.
  static func transportCode(of error: any Error) -> URLError.Code? {
    switch error {
    case let error as URLError: error.code
    case NetworkError.offline: .notConnectedToInternet
    case NetworkError.timeout: .timedOut
    default: nil
    }
  }
}
