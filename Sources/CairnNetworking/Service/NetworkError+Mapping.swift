import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkError {
  /// Maps any error thrown while sending or decoding: a ``NetworkError`` stays as it is;
  /// `URLError` is mapped by code; `CancellationError` becomes ``cancelled``; `DecodingError`
  /// becomes ``decoding(codingPath:description:)``; anything else ``transport(_:)``.
  public init(_ error: any Error) {
    switch error {
    case let error as NetworkError: self = error
    case let error as URLError: self.init(urlError: error)
    case is CancellationError: self = .cancelled
    case let error as DecodingError: self.init(decodingError: error)
    default: self = .transport(String(describing: error))
    }
  }

  /// Maps a `URLError` by its code.
  public init(urlError: URLError) {
    switch urlError.code {
    case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
      .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed, .callIsActive:
      self = .offline
    case .timedOut: self = .timeout
    case .cancelled: self = .cancelled
    case .badURL, .unsupportedURL: self = .invalidRequest("URLError \(urlError.code.rawValue)")
    default: self = .transport("URLError \(urlError.code.rawValue)")
    }
  }

  /// Maps a `DecodingError`, with the coding path written like `body[3].s_price`.
  public init(decodingError: DecodingError) {
    switch decodingError {
    case .keyNotFound(let key, let context):
      self = .decoding(
        codingPath: Self.path(context.codingPath + [key]), description: context.debugDescription)
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      self = .decoding(
        codingPath: Self.path(context.codingPath), description: context.debugDescription)
    @unknown default:
      self = .decoding(codingPath: "", description: String(describing: decodingError))
    }
  }

  /// `body[3].s_price` for the keys `body`, index 3, `s_price`.
  static func path(_ keys: [any CodingKey]) -> String {
    var path = ""
    for key in keys {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }
}
