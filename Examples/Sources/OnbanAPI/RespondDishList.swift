/// `GET main|soup|side`: `{"statusCode": 200, "body": [...]}` — encoded by the server,
/// decoded by the app.
public struct RespondDishList: Codable, Equatable, Sendable {
  /// The server's status code, repeated in the body.
  public let statusCode: Int
  /// The dishes.
  public let body: [RespondDish]

  /// Creates the list.
  public init(statusCode: Int, body: [RespondDish]) {
    self.statusCode = statusCode
    self.body = body
  }
}
