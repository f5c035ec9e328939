import Foundation
import Hummingbird
import OnbanAPI
import ServerSupport

/// Builds the API's JSON responses.
enum JSONResponse {
  /// The value encoded as JSON with the given status.
  static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    do {
      return try JSONBody.response(value, status: status)
    } catch {
      return self.error(OnbanError(status: .internalServerError, message: "encoding failed"))
    }
  }

  /// The JSON error body of an error.
  static func error(_ refusal: OnbanError) -> Response {
    let body = RespondError(statusCode: Int(refusal.status.code), error: refusal.message)
    do {
      return try JSONBody.response(body, status: refusal.status)
    } catch {
      return JSONBody.response(bytes: Data(#"{"error":"unknown"}"#.utf8), status: refusal.status)
    }
  }
}
