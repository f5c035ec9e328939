import CairnNetworking
import Foundation

/// OpenAI's chat completions (and every server that speaks the same JSON), relative to a base
/// URL that ends in `/v1/`. The `Authorization: Bearer …` header is added by the client's
/// interceptor, so that the key never sits in an endpoint value.
public struct ChatCompletionEndpoint: Endpoint {
  /// The request body.
  public let body: EndpointBody
  /// The deadline of one attempt (the original waited 30 seconds).
  public let timeout: Duration?

  /// A completion of `request`, given up after `timeout`.
  public init(_ request: RequestChatCompletion, timeout: Duration) {
    body = .json(request)
    self.timeout = timeout
  }

  /// `chat/completions`.
  public var path: String { "chat/completions" }
  /// `POST`.
  public var method: HTTPMethod { .post }
  /// A completion changes nothing on the server, so sending it again is harmless: the original
  /// retried every call three times.
  public var isIdempotent: Bool { true }
  /// Not through an authentication interceptor: a fixed key header is used instead.
  public var shouldAuthenticate: Bool { false }

  /// A completion, decoded.
  public static func requestCompletion(_ request: RequestChatCompletion, timeout: Duration)
    -> APIRequest<RespondChatCompletion>
  {
    ChatCompletionEndpoint(request, timeout: timeout).expecting(RespondChatCompletion.self)
  }
}
