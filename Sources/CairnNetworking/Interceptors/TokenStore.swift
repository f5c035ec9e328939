/// A token as one request saw it: the value and its generation, which grows by one with every
/// refresh or replacement. Comparing generations tells a stale 401 from a fresh one.
public struct TokenCredential: Sendable, Hashable {
  /// The access token, or `nil` when there is none.
  public let token: String?
  /// How many times the token has changed since the store was created.
  public let generation: Int

  /// Creates a credential.
  public init(token: String?, generation: Int) {
    self.token = token
    self.generation = generation
  }
}

/// Holds the access token and refreshes it once for any number of concurrent callers
/// (single flight): N requests that get 401 together cause one call of `refresh`, and a
/// request that was sent with a token older than the current one uses the current one
/// instead of refreshing again.
public actor TokenStore {
  /// Gets a new access token, given the current one (`nil` when there is none). It usually
  /// sends the refresh token through a service **without** ``AuthenticationInterceptor``, or
  /// through an endpoint whose ``Endpoint/shouldAuthenticate`` is false.
  public typealias Refresh = @Sendable (_ current: String?) async throws -> String

  private let refresh: Refresh
  private var current: TokenCredential
  private var refreshTask: Task<String, any Error>?

  /// How many times `refresh` has been called.
  public private(set) var refreshCount = 0

  /// Creates a store holding `token`, refreshed by `refresh`.
  public init(token: String?, refresh: @escaping Refresh) {
    self.current = TokenCredential(token: token, generation: 0)
    self.refresh = refresh
  }

  /// The current token and its generation.
  public var credential: TokenCredential { current }

  /// The current token.
  public var token: String? { current.token }

  /// Replaces the token (after a login, or `nil` after a logout), starting a new generation.
  /// A refresh in flight is forgotten: its waiters get the replaced token.
  public func replaceToken(_ token: String?) {
    refreshTask = nil
    current = TokenCredential(token: token, generation: current.generation + 1)
  }

  /// A credential newer than `stale`, which the server rejected: the current one if it has
  /// already changed since, else the result of a refresh, shared with every caller waiting for
  /// the same generation.
  /// - Throws: the refresh's error, mapped with ``NetworkError/init(_:)``, to every waiter.
  public func refreshedCredential(replacing stale: TokenCredential) async throws(NetworkError)
    -> TokenCredential
  {
    guard stale.generation == current.generation else { return current }
    let task: Task<String, any Error>
    if let refreshTask {
      task = refreshTask
    } else {
      let refresh = refresh
      let token = current.token
      task = Task { try await refresh(token) }
      refreshTask = task
      refreshCount += 1
    }
    let result = await task.result
    if refreshTask == task { refreshTask = nil }
    switch result {
    case .success(let token):
      // The first waiter to resume installs the token; the others find it installed.
      if current.generation == stale.generation {
        current = TokenCredential(token: token, generation: stale.generation + 1)
      }
      return current
    case .failure(let error):
      throw NetworkError(error)
    }
  }
}
