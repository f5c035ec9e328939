import Hummingbird

/// A request the API refuses, with the status and message of its JSON error body.
struct OnbanError: Error, Sendable {
  let status: HTTPResponse.Status
  let message: String

  static func notFound(_ message: String) -> OnbanError {
    OnbanError(status: .notFound, message: message)
  }

  static func badRequest(_ message: String) -> OnbanError {
    OnbanError(status: .badRequest, message: message)
  }

  /// A well-formed order whose values are out of range (quantity outside 1...99).
  static func unprocessable(_ message: String) -> OnbanError {
    OnbanError(status: .unprocessableContent, message: message)
  }
}
