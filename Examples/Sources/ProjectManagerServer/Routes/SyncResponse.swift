import Foundation
import Hummingbird
import ProjectManagerAPI
import ServerSupport

/// Builds the sync API's JSON responses.
enum SyncResponse {
  /// The value encoded as JSON with the given status.
  static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    do {
      return try JSONBody.response(value, status: status)
    } catch {
      return self.error(
        SyncRefusal(status: .internalServerError, sentence: "The answer could not be encoded."))
    }
  }

  /// The `RespondError` body of a refusal.
  static func error(_ refusal: SyncRefusal) -> Response {
    do {
      return try JSONBody.response(RespondError(error: refusal.sentence), status: refusal.status)
    } catch {
      return JSONBody.response(bytes: Data(#"{"error":"unknown"}"#.utf8), status: refusal.status)
    }
  }
}
