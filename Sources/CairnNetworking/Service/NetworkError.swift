import Foundation

/// Why a request failed, in terms an app can act on. Apps map each case to a message for the
/// user (in Korean, in the reference apps); ``description`` is a short English text for logs.
///
/// Every error that leaves ``NetworkService`` or ``DataTransferService`` is one of these;
/// ``init(_:)`` maps `URLError`, `CancellationError` and `DecodingError`.
public enum NetworkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No connection to the server: no network, the connection dropped, or the host cannot be
  /// found or reached.
  case offline
  /// The server did not answer in time.
  case timeout
  /// The caller's task was cancelled.
  case cancelled
  /// The server answered with a status outside 200–299.
  case http(status: Int, body: Data)
  /// The body did not match the expected type. `codingPath` reads like `body[3].s_price`
  /// (empty at the top level).
  case decoding(codingPath: String, description: String)
  /// The request could not be built (bad path, unencodable body).
  case invalidRequest(String)
  /// Any other failure below HTTP (TLS, a bad response, an unknown transport error).
  case transport(String)
  /// The request must be authenticated, but the ``TokenStore`` holds no token (never logged
  /// in, or logged out): nothing was sent.
  case missingCredential
  /// The ``TokenStore`` was asked to refresh more often than its ``TokenRefreshPolicy`` allows
  /// within the policy's window: the server keeps rejecting fresh tokens, and refreshing again
  /// would loop. Nothing was refreshed or sent.
  case excessiveRefresh

  /// A short English description, for logs.
  public var description: String {
    switch self {
    case .offline: "offline: the server cannot be reached"
    case .timeout: "timeout: the server did not answer in time"
    case .cancelled: "cancelled"
    case .http(let status, let body): "HTTP \(status) (\(body.count) bytes)"
    case .decoding(let path, let description):
      path.isEmpty
        ? "cannot decode the response: \(description)"
        : "cannot decode the response at \(path): \(description)"
    case .invalidRequest(let reason): "invalid request: \(reason)"
    case .transport(let reason): "transport failure: \(reason)"
    case .missingCredential: "missing credential: there is no token to authenticate with"
    case .excessiveRefresh:
      "excessive refresh: the token was refreshed too often in too short a time"
    }
  }

  /// The HTTP status, for ``http(status:body:)``.
  public var status: Int? {
    if case .http(let status, _) = self { return status }
    return nil
  }

  /// True when trying again later may help: offline, timeout, 408, 429 and 5xx.
  public var isTransient: Bool {
    switch self {
    case .offline, .timeout: true
    case .http(let status, _): status == 408 || status == 429 || (500...599).contains(status)
    default: false
    }
  }
}
