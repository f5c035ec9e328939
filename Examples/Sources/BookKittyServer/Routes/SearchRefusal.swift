import BookKittyAPI
import Hummingbird

/// A request the book search refuses: the status, and Naver's error code and message.
struct SearchRefusal: Error, Sendable {
  let status: HTTPResponse.Status
  let code: String
  let message: String

  /// `SE01`: a missing, empty or too long query.
  static func badQuery(_ message: String) -> SearchRefusal {
    SearchRefusal(status: .badRequest, code: "SE01", message: "Incorrect query request: \(message)")
  }

  /// `SE02`: a display outside 1…100.
  static func badDisplay(_ message: String) -> SearchRefusal {
    SearchRefusal(status: .badRequest, code: "SE02", message: "Invalid display value: \(message)")
  }

  /// `SE03`: a start outside 1…1000.
  static func badStart(_ message: String) -> SearchRefusal {
    SearchRefusal(status: .badRequest, code: "SE03", message: "Invalid start value: \(message)")
  }

  /// `SE04`: a sort other than `sim` and `date`.
  static func badSort(_ message: String) -> SearchRefusal {
    SearchRefusal(status: .badRequest, code: "SE04", message: "Invalid sort value: \(message)")
  }

  /// `SE06`: a query string whose `%` escapes do not decode.
  static let malformedEncoding = SearchRefusal(
    status: .badRequest, code: "SE06", message: "Malformed encoding: the query string's % escapes")

  /// `SE05`: no such route, or another method.
  static func unknownRoute(_ status: HTTPResponse.Status, _ message: String) -> SearchRefusal {
    SearchRefusal(status: status, code: "SE05", message: "Invalid search api: \(message)")
  }

  /// The JSON body.
  var body: RespondSearchError {
    RespondSearchError(errorMessage: message, errorCode: code)
  }
}
