import CairnNetworking
import Foundation
import OnbanAPI
import OnbanDomain

extension OnbanError {
  // snippet: onban-network-error-mapping
  /// What a transport or HTTP failure means for the store.
  init(_ error: any Error) {
    guard let network = error as? NetworkError else {
      self = error is CancellationError ? .cancelled : .badResponse(String(describing: error))
      return
    }
    switch network {
    case .offline, .transport: self = .offline
    case .timeout: self = .timeout
    case .cancelled: self = .cancelled
    case .decoding(let path, let description): self = .badResponse("\(path): \(description)")
    case .invalidRequest(let reason): self = .badResponse(reason)
    case .missingCredential, .excessiveRefresh: self = .badResponse(network.description)
    case .http(404, _): self = .notFound
    case .http(let status, _) where status >= 500: self = .serverFailure(status: status)
    case .http(let status, let body):
      self = .rejected(status: status, reason: Self.reason(in: body))
    }
  }
  // end-snippet

  /// The `"error"` text of the server's JSON error body, or a short description of the body.
  private static func reason(in body: Data) -> String {
    if let decoded = try? JSONDecoder().decode(RespondError.self, from: body) {
      return decoded.error
    }
    return String(decoding: body.prefix(200), as: UTF8.self)
  }
}
