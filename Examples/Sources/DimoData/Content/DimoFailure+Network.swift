import CairnNetworking
import DimoAPI
import DimoDomain
import Foundation

extension DimoFailure {
  /// What a failed request means for the user: each kind told apart, with the server's own
  /// sentence for a refusal.
  init(_ error: any Error) {
    if let failure = error as? DimoFailure {
      self = failure
      return
    }
    guard let network = error as? NetworkError else {
      self = error is CancellationError ? .cancelled : .damagedAnswer(String(describing: error))
      return
    }
    switch network {
    case .offline, .transport: self = .offline
    case .timeout: self = .timeout
    case .cancelled: self = .cancelled
    case .decoding(let path, let description): self = .damagedAnswer("\(path): \(description)")
    case .invalidRequest(let reason): self = .damagedAnswer(reason)
    // No token left (logged out or never in) and a refresh loop both end the session.
    case .http(401, _), .missingCredential, .excessiveRefresh: self = .sessionExpired
    case .http(404, let body): self = .notFound(Self.message(in: body))
    case .http(let status, _) where status >= 500: self = .serverFailure(status: status)
    case .http(let status, let body):
      self = .refused(status: status, message: Self.message(in: body))
    }
  }

  /// The `message` of the server's JSON body, or nothing when the body is not one.
  private static func message(in body: Data) -> String {
    (try? JSONDecoder().decode(RespondMessage.self, from: body))?.message ?? ""
  }
}

/// Sends `request` through `service`, turning every failure into a ``DimoFailure``.
func send<Response: Sendable>(_ request: APIRequest<Response>, through service: DataTransferService)
  async throws(DimoFailure) -> Response
{
  do {
    return try await service.request(request)
  } catch {
    throw DimoFailure(error)
  }
}
