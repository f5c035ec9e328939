import CairnNetworking
import DimoAPI
import DimoDomain
import Foundation

/// The logged-in session and the service every DIMO repository sends through: the tokens are
/// kept in the data folder, the ``AuthenticationInterceptor`` adds the bearer token and, on
/// 401, its ``TokenStore`` refreshes once for any number of concurrent callers; when the server
/// refuses the refresh token the tokens are forgotten and ``endings()`` says so.
public final class DimoSession: SessionRepository {
  /// The access token the interceptor sends.
  public let tokenStore: TokenStore
  /// The service with the interceptor: what repositories use.
  public let service: DataTransferService
  private let state: SessionState

  /// A session kept in `file`, talking to the API at `apiURL` (ending in `/dimo/`).
  public init(
    apiURL: URL, file: TokenFile, transport: any HTTPTransport = DefaultHTTPTransport(),
    configuration: NetworkService.Configuration = NetworkService.Configuration()
  ) {
    let state = SessionState(file: file)
    // Refreshing needs no access token: a service without the interceptor sends it.
    let plain = DataTransferService(
      baseURL: apiURL, transport: transport, configuration: configuration)
    let tokenStore = TokenStore(token: state.tokens?.access) { _ in
      try await state.refresh(through: plain)
    }
    self.state = state
    self.tokenStore = tokenStore
    service = DataTransferService(
      baseURL: apiURL, transport: transport,
      interceptors: [AuthenticationInterceptor(store: tokenStore)], configuration: configuration)
  }

  /// True while tokens are kept.
  public var hasSession: Bool { state.tokens != nil }

  /// Keeps the tokens of a login or signup.
  func start(_ tokens: SessionTokens) async throws(AuthFailure) {
    do {
      try state.keep(tokens)
    } catch {
      throw .unavailable("cannot keep the session in \(state.fileDescription): \(error)")
    }
    await tokenStore.replaceToken(tokens.access)
  }

  /// Revokes the session on the server (when it answers) and forgets the tokens.
  @discardableResult
  public func logOut() async -> LogoutOutcome {
    var outcome = LogoutOutcome.revoked
    if state.tokens != nil {
      state.isLoggingOut = true
      do {
        _ = try await service.request(DimoEndpoint.requestLogout())
      } catch NetworkError.http(status: 401, body: _) {
        // The server no longer knows the session: it has ended there already.
      } catch {
        outcome = .forgottenHereOnly
      }
    }
    state.forget()
    await tokenStore.replaceToken(nil as String?)
    return outcome
  }

  /// The session's ends the user did not ask for.
  public func endings() -> AsyncStream<SessionEnd> {
    state.endings()
  }
}
