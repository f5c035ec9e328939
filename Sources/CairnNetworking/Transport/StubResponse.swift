import Foundation

/// What a ``StubTransport`` answers to one request: a response after an optional delay, or a
/// failure.
public struct StubResponse: Sendable {
  /// The status of the response.
  public var status: Int
  /// The response's header fields.
  public var headers: [String: String]
  /// The response's body.
  public var body: Data
  /// How long to wait first, on the transport's clock.
  public var delay: Duration?
  /// When set, the exchange fails with this `URLError` code instead of answering.
  public var failure: URLError.Code?

  /// Creates a response.
  public init(
    status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
    delay: Duration? = nil
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
  }

  /// A response with `status`, a UTF-8 body and header fields.
  public static func status(
    _ status: Int, body: String = "", headers: [String: String] = [:]
  ) -> StubResponse {
    StubResponse(status: status, headers: headers, body: Data(body.utf8))
  }

  /// A JSON response whose body is the text `json`.
  public static func json(_ json: String, status: Int = 200) -> StubResponse {
    StubResponse(
      status: status, headers: ["Content-Type": "application/json"], body: Data(json.utf8))
  }

  /// A JSON response whose body is `value` encoded.
  public static func json(
    encoding value: some Encodable, status: Int = 200, encoder: JSONEncoder = JSONEncoder()
  ) throws -> StubResponse {
    StubResponse(
      status: status, headers: ["Content-Type": "application/json"],
      body: try encoder.encode(value))
  }

  /// A failure with the `URLError` code `code` (`.notConnectedToInternet`, `.timedOut`, …).
  public static func failure(_ code: URLError.Code) -> StubResponse {
    var response = StubResponse(status: 0)
    response.failure = code
    return response
  }

  /// The same response, answered after `delay` on the transport's clock.
  public func delayed(by delay: Duration) -> StubResponse {
    var response = self
    response.delay = delay
    return response
  }
}
