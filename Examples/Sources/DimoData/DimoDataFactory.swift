import CairnNetworking
import DimoDomain
import Foundation

/// Builds DIMO's data layer for the composition root: the session (tokens in the app's data
/// folder, the authorized service) and the repositories over it.
public struct DimoDataFactory: Sendable {
  /// The session every repository sends through.
  public let session: DimoSession
  /// Signing up, logging in, finding an account.
  public let auth: RemoteAuthRepository

  /// The data layer for the API at `apiURL` (ending in `/dimo/`), keeping its tokens in
  /// `folder`.
  public init(
    apiURL: URL, folder: URL, transport: any HTTPTransport = DefaultHTTPTransport(),
    configuration: NetworkService.Configuration = NetworkService.Configuration()
  ) {
    session = DimoSession(
      apiURL: apiURL, file: TokenFile(folder: folder), transport: transport,
      configuration: configuration)
    auth = RemoteAuthRepository(session: session)
  }
}
