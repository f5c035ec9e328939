import DimoAPI
import DimoDomain
import Hummingbird

/// A request the server refuses: the status, and the body (`code` equal to the status, a Korean
/// message, and whatever else the original's answer carried).
struct DimoRefusal: Error, Sendable {
  /// The status and the body's `code`.
  let status: Int
  /// The body.
  let body: any DimoResponse
  /// Extra header fields (`Retry-After` of a locked account).
  var headers: HTTPFields = [:]

  /// A refusal whose body is `body` (its `code` should be `status`).
  init(status: Int, body: any DimoResponse, headers: HTTPFields = [:]) {
    self.status = status
    self.body = body
    self.headers = headers
  }

  /// A refusal with only a code and a message.
  init(_ status: Int, _ message: String) {
    self.init(status: status, body: RespondMessage(code: status, message: message))
  }

  /// 400: the body or a parameter is not what the route reads.
  static func badRequest(_ message: String) -> DimoRefusal { DimoRefusal(400, message) }
  /// 401: no valid access token, or a login that failed.
  static func unauthorized(_ message: String) -> DimoRefusal { DimoRefusal(401, message) }
  /// 403: not the caller's to see or change, or not allowed now.
  static func forbidden(_ message: String) -> DimoRefusal { DimoRefusal(403, message) }
  /// 404: no such thing.
  static func notFound(_ message: String) -> DimoRefusal { DimoRefusal(404, message) }
  /// 409: it conflicts with what is stored (taken, already done).
  static func conflict(_ message: String) -> DimoRefusal { DimoRefusal(409, message) }
  /// 422: a value that breaks a rule.
  static func unprocessable(_ message: String) -> DimoRefusal { DimoRefusal(422, message) }

  /// 429: too many tries; `Retry-After` says in how many seconds the next is counted.
  static func tooMany(_ message: String, retryAfter seconds: Int) -> DimoRefusal {
    DimoRefusal(
      status: 429, body: RespondMessage(code: 429, message: message),
      headers: [.retryAfter: "\(seconds)"])
  }

  /// 422 for a broken rule, with its sentence.
  static func violation(_ violation: DimoRuleViolation) -> DimoRefusal {
    .unprocessable(DimoMessages.violation(violation))
  }
}

/// Runs a rule check, turning its violation into a 422 refusal.
func checked<Value>(_ check: () throws -> Value) throws -> Value {
  do {
    return try check()
  } catch let violation as DimoRuleViolation {
    throw DimoRefusal.violation(violation)
  }
}
