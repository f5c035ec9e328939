import BookKittyAPI
import Foundation
import Hummingbird
import ServerSupport

/// Builds the book search's JSON responses.
enum JSONResponse {
  /// The value encoded as JSON with the given status.
  static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    do {
      return try JSONBody.response(value, status: status)
    } catch {
      return refusal(
        SearchRefusal(status: .internalServerError, code: "SE99", message: "encoding failed"))
    }
  }

  /// The JSON error body of a refusal.
  static func refusal(_ refusal: SearchRefusal) -> Response {
    do {
      return try JSONBody.response(refusal.body, status: refusal.status)
    } catch {
      return JSONBody.response(
        bytes: Data(#"{"errorCode":"SE99"}"#.utf8), status: refusal.status)
    }
  }
}
