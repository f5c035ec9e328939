import Foundation

/// Holds the access token and refreshes it once for any number of concurrent callers
/// (single flight): N requests that get 401 together cause one call of `refresh`, and a
/// request that was sent with a token older than the current one uses the current one
/// instead of refreshing again.
///
/// Three guards keep it from sending what cannot work:
/// - no token (never logged in, or logged out): ``NetworkError/missingCredential``, and nothing
///   is sent;
/// - a token that expires within the policy's ``TokenRefreshPolicy/refreshMargin`` is
///   refreshed before it is sent;
/// - more than ``TokenRefreshPolicy/maxRefreshes`` refreshes within its
///   ``TokenRefreshPolicy/window`` fail with ``NetworkError/excessiveRefresh`` (a server that
///   rejects every fresh token would otherwise be asked for one forever).
public actor TokenStore {
  /// Gets a new access token, given the current one (`nil` when there is none). It usually
  /// sends the refresh token through a service **without** ``AuthenticationInterceptor``, or
  /// through an endpoint whose ``Endpoint/shouldAuthenticate`` is false.
  public typealias Refresh = @Sendable (_ current: String?) async throws -> String
  /// Gets a new access token with its expiry, given the current one.
  public typealias RefreshAccessToken =
    @Sendable (_ current: AccessToken?) async throws ->
    AccessToken

  private let refresh: RefreshAccessToken
  private let policy: TokenRefreshPolicy
  private let clock: any NetworkClock
  private var current: AccessToken?
  private var generation = 0
  private var refreshTask: Task<AccessToken, any Error>?
  /// When the refreshes of the current window started, oldest first.
  private var refreshDates: [Date] = []

  /// How many times `refresh` has been called.
  public private(set) var refreshCount = 0

  /// Creates a store holding `token`, refreshed by `refresh`; the tokens never say when they
  /// expire.
  public init(
    token: String?, policy: TokenRefreshPolicy = TokenRefreshPolicy(),
    clock: any NetworkClock = SystemNetworkClock(), refresh: @escaping Refresh
  ) {
    self.init(
      accessToken: token.map { AccessToken($0) }, policy: policy, clock: clock
    ) { current in
      AccessToken(try await refresh(current?.value))
    }
  }

  /// Creates a store holding `accessToken`, refreshed by `refresh`, which returns each new
  /// token with its expiry; `clock` tells the time for expiries and the refresh window.
  public init(
    accessToken: AccessToken?, policy: TokenRefreshPolicy = TokenRefreshPolicy(),
    clock: any NetworkClock = SystemNetworkClock(), refresh: @escaping RefreshAccessToken
  ) {
    self.current = accessToken
    self.policy = policy
    self.clock = clock
    self.refresh = refresh
  }

  /// The current token and its generation.
  public var credential: TokenCredential { TokenCredential(current, generation: generation) }

  /// The current token.
  public var token: String? { current?.value }

  /// Replaces the token (after a login, or `nil` after a logout), starting a new generation.
  /// A refresh in flight is forgotten, whether it succeeds or fails: its waiters get the
  /// replaced token.
  public func replaceToken(_ token: String?) {
    replaceAccessToken(token.map { AccessToken($0) })
  }

  /// Replaces the token with one that knows its expiry, as ``replaceToken(_:)`` does. (A name
  /// of its own, so that `replaceToken(nil)` stays unambiguous.)
  public func replaceAccessToken(_ token: AccessToken?) {
    refreshTask = nil
    current = token
    generation += 1
  }

  /// The credential to send a request with: the current one, or a refreshed one when the
  /// current one expires within the policy's margin.
  /// - Throws: ``NetworkError/missingCredential`` when there is no token; the refresh's
  ///   error, or ``NetworkError/excessiveRefresh``, when refreshing ahead of expiry fails.
  public func credentialForSending() async throws(NetworkError) -> TokenCredential {
    guard let current else { throw .missingCredential }
    if let expiresAt = current.expiresAt,
      expiresAt.timeIntervalSince(clock.now) <= policy.refreshMargin.inSeconds
    {
      return try await refreshedCredential(replacing: credential)
    }
    return credential
  }

  /// A credential newer than `stale`, which the server rejected: the current one if it has
  /// changed since, else the result of a refresh, shared with every caller waiting for the
  /// same generation. When the token is replaced while a refresh runs, the waiters get the
  /// replaced token whatever the refresh's outcome.
  /// - Throws: the refresh's error, mapped with ``NetworkError/init(_:)``, to every waiter;
  ///   ``NetworkError/excessiveRefresh`` when the policy allows no more refreshes now;
  ///   ``NetworkError/missingCredential`` when the current token is `nil`.
  public func refreshedCredential(replacing stale: TokenCredential) async throws(NetworkError)
    -> TokenCredential
  {
    guard stale.generation == generation else { return try currentCredential() }
    let task = try joinOrStartRefresh()
    let result = await task.result
    if refreshTask == task { refreshTask = nil }
    guard stale.generation == generation else {
      // Replaced, or installed by the first waiter to resume, while this one waited.
      return try currentCredential()
    }
    switch result {
    case .success(let token):
      current = token
      generation += 1
      return credential
    case .failure(let error):
      throw NetworkError(error)
    }
  }

  /// The refresh in flight, or a new one when the policy's window allows it.
  private func joinOrStartRefresh() throws(NetworkError) -> Task<AccessToken, any Error> {
    if let refreshTask { return refreshTask }
    let now = clock.now
    refreshDates.removeAll { now.timeIntervalSince($0) >= policy.window.inSeconds }
    guard refreshDates.count < policy.maxRefreshes else { throw .excessiveRefresh }
    refreshDates.append(now)
    refreshCount += 1
    let refresh = refresh
    let token = current
    let task = Task { try await refresh(token) }
    refreshTask = task
    return task
  }

  private func currentCredential() throws(NetworkError) -> TokenCredential {
    guard current != nil else { throw .missingCredential }
    return credential
  }
}
