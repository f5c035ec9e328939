import DimoAPI
import Foundation
import Hummingbird
import ServerSupport

/// Turns answers and refusals into JSON responses.
enum DimoReply {
  /// The answer with its status (``DimoResponse/httpStatus``).
  static func make(_ body: any DimoResponse, headers: HTTPFields = [:]) -> Response {
    var response: Response
    do {
      response = try JSONBody.response(body, status: HTTPResponse.Status(code: body.httpStatus))
    } catch {
      response = JSONBody.response(
        bytes: Data(#"{"code":500,"message":"answer not encoded"}"#.utf8),
        status: .internalServerError)
    }
    response.headers.append(contentsOf: headers)
    return response
  }

  /// A refusal's response.
  static func refusal(_ refusal: DimoRefusal) -> Response {
    make(refusal.body, headers: refusal.headers)
  }

  /// A refusal with only a code and a message.
  static func refusal(status: HTTPResponse.Status, message: String) -> Response {
    refusal(DimoRefusal(status.code, message))
  }
}
