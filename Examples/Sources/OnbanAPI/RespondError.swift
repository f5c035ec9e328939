/// Every error answer: `{"statusCode": 404, "error": "no dish with hash XXXXX"}`.
public struct RespondError: Codable, Equatable, Sendable {
  /// The HTTP status, repeated in the body.
  public let statusCode: Int
  /// What was wrong, in one sentence.
  public let error: String

  /// Creates the answer.
  public init(statusCode: Int, error: String) {
    self.statusCode = statusCode
    self.error = error
  }
}
