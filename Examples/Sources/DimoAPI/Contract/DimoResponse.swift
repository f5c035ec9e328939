/// Every DIMO answer: `{"code": Int, "message": String, …}`, as the original server sent them.
///
/// A refusal's `code` is its HTTP status (400, 401, 403, 404, 409, 413, 422…). A success is
/// HTTP 200, and its `code` is the original's success code: 200, or 201 or 202 where the original
/// told two successful outcomes apart (a content not liked yet, a list that is empty).
public protocol DimoResponse: Codable, Sendable {
  /// The outcome: the HTTP status of a refusal, else the original's success code.
  var code: Int { get }
  /// One Korean sentence about the outcome.
  var message: String { get }
}

extension DimoResponse {
  /// The HTTP status this answer is sent with: `code` for a refusal (400 and up), else 200.
  public var httpStatus: Int { code >= 400 ? code : 200 }
}

/// An answer with nothing but its code and message; the body of every refusal.
public struct RespondMessage: DimoResponse, Equatable {
  /// The outcome.
  public var code: Int
  /// The sentence.
  public var message: String

  /// Creates the answer.
  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }
}
