import Hummingbird
import ProjectManagerAPI
import ServerSupport

/// Lets through only the requests that send the board's token as `Authorization: Bearer …`;
/// any other gets a 401 `RespondError` that says what to do, and reaches no handler, so it
/// reads and changes nothing.
struct BoardTokenMiddleware<Context: RequestContext>: RouterMiddleware {
  let token: BoardToken

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let sent = BearerAuthorization.token(in: request.headers[.authorization]) else {
      return Self.refusal(
        "This board asks for its token: send Authorization: Bearer <token>. "
          + Self.whatToDo)
    }
    guard BearerAuthorization.isMatch(sent, token.text) else {
      return Self.refusal("The board token sent is not this server's token. " + Self.whatToDo)
    }
    return try await next(request, context)
  }

  /// How a person gets the token onto a device.
  static var whatToDo: String {
    "On the device, run `cairn-apps pm login --server URL --token T` (or pass --token); "
      + "`cairn-apps pm token` on the server's machine shows the token."
  }

  private static func refusal(_ sentence: String) -> Response {
    var response = SyncResponse.error(SyncRefusal(status: .unauthorized, sentence: sentence))
    response.headers[.wwwAuthenticate] = "Bearer"
    return response
  }
}
