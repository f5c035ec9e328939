import BookKittyDomain
import CairnNetworking
import Foundation

extension BookKittyError {
  // snippet: bookkitty-network-error-mapping
  /// What a transport or HTTP failure of `service` ("the book search", "the model") means:
  /// unreachable is ``network(_:)``, too slow ``timedOut(_:)``, credentials refused
  /// ``refused(_:)``, anything else the server answered wrongly ``service(_:)``.
  init(_ error: any Error, service: String) {
    guard let network = error as? NetworkError else {
      self = error is CancellationError ? .cancelled : .service("\(service): \(error)")
      return
    }
    switch network {
    case .offline: self = .network("\(service) cannot be reached")
    case .timeout: self = .timedOut("\(service) did not answer in time")
    case .http(let status, _) where status == 401 || status == 403:
      self = .refused("\(service) refused the key (\(status))")
    case .cancelled: self = .cancelled
    case .http(let status, let body):
      self = .service("\(service) answered \(status): \(Self.excerpt(body))")
    case .decoding, .invalidRequest, .transport, .missingCredential, .excessiveRefresh:
      self = .service("\(service): \(network.description)")
    }
  }
  // end-snippet

  /// The first 200 bytes of a body, as text.
  private static func excerpt(_ body: Data) -> String {
    String(decoding: body.prefix(200), as: UTF8.self)
  }
}
