import BookKittyDomain
import CairnNetworking
import Foundation

extension BookKittyError {
  // snippet: bookkitty-network-error-mapping
  /// What a transport or HTTP failure of `service` ("the book search", "the model") means:
  /// unreachable or too slow is ``network(_:)``, anything the server answered wrongly
  /// ``service(_:)``.
  init(_ error: any Error, service: String) {
    guard let network = error as? NetworkError else {
      self = error is CancellationError ? .cancelled : .service("\(service): \(error)")
      return
    }
    switch network {
    case .offline: self = .network("\(service) cannot be reached")
    case .timeout: self = .network("\(service) did not answer in time")
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
