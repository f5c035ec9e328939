import Hummingbird

/// A request the API refuses: the status and the one sentence of its `RespondError` body.
struct SyncRefusal: Error, Sendable {
  let status: HTTPResponse.Status
  let sentence: String

  static func badRequest(_ sentence: String) -> SyncRefusal {
    SyncRefusal(status: .badRequest, sentence: sentence)
  }
}
