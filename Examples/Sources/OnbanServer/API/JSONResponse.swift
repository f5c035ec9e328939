import Foundation
import Hummingbird

/// Builds the API's JSON responses.
enum JSONResponse {
  /// `application/json; charset=utf-8`.
  static let contentType = "application/json; charset=utf-8"

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    return encoder
  }()

  /// The value encoded as JSON with the given status.
  static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
    do {
      return body(try encoder.encode(value), status: status)
    } catch {
      return self.error(OnbanError(status: .internalServerError, message: "encoding failed"))
    }
  }

  /// The JSON error body of an error.
  static func error(_ error: OnbanError) -> Response {
    let body = ErrorBody(statusCode: Int(error.status.code), error: error.message)
    let data = (try? encoder.encode(body)) ?? Data(#"{"error":"unknown"}"#.utf8)
    return self.body(data, status: error.status)
  }

  /// Raw bytes labelled as JSON, whether or not they are (fault injection sends garbage).
  static func body(_ data: some Sequence<UInt8>, status: HTTPResponse.Status) -> Response {
    Response(
      status: status, headers: [.contentType: contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }
}
