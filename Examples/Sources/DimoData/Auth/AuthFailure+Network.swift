import CairnNetworking
import DimoAPI
import DimoDomain
import Foundation

extension AuthFailure {
  /// What a refusal of the auth endpoints means, read from its body (the wire's sentences and
  /// the login's markers, all defined in `DimoAPI`); anything else is ``unavailable(_:)``.
  init(_ error: NetworkError) {
    guard case .http(let status, let body) = error else {
      self = .unavailable(error.description)
      return
    }
    if let login = try? JSONDecoder().decode(RespondLogin.self, from: body),
      let failure = Self.loginFailure(login)
    {
      self = failure
      return
    }
    let message = (try? JSONDecoder().decode(RespondMessage.self, from: body))?.message
    switch (status, message) {
    case (_, DimoMessages.invalidCode): self = .invalidCode
    case (_, DimoMessages.userIDTaken): self = .userIDTaken
    case (_, DimoMessages.nicknameTaken): self = .nicknameTaken
    case (_, DimoMessages.noUser): self = .noUser
    case (_, DimoMessages.phoneNotVerified): self = .phoneNotVerified
    case (400..<500, let message?): self = .rejected(message)
    default: self = .unavailable(error.description)
    }
  }

  private static func loginFailure(_ answer: RespondLogin) -> AuthFailure? {
    switch answer.marker {
    case .noAccount: .noAccount
    case .wrongPassword: .wrongPassword
    case .locked: .locked(answer.message)
    case nil: nil
    }
  }
}
