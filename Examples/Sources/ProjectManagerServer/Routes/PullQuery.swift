import Hummingbird
import ProjectManagerAPI

/// The query of `GET sync/pull`: `since` (default 0) and `limit` (default
/// ``ProjectManagerServer/defaultPullLimit``).
struct PullQuery: Sendable {
  /// Records changed after this change number are wanted.
  let since: Int
  /// At most this many records.
  let limit: Int

  /// Reads the query of a request.
  /// - Throws: a 400 ``SyncRefusal`` for a `since` that is not a whole number of 0 or more, or a
  ///   `limit` outside 1...``ProjectManagerEndpoint/maxPullLimit``.
  init(_ request: Request) throws(SyncRefusal) {
    let query = request.uri.queryParameters
    var since = 0
    var limit = ProjectManagerServer.defaultPullLimit
    if let text = query["since"] {
      guard let value = Self.wholeNumber(text) else {
        throw .badRequest(
          "\"since\" must be a whole number of 0 or more (a change number); got \"\(text)\".")
      }
      since = value
    }
    if let text = query["limit"] {
      let max = ProjectManagerEndpoint.maxPullLimit
      guard let value = Self.wholeNumber(text), (1...max).contains(value) else {
        throw .badRequest("\"limit\" must be a whole number from 1 to \(max); got \"\(text)\".")
      }
      limit = value
    }
    self.since = since
    self.limit = limit
  }

  /// The value of 1 to 18 ASCII digits, else nil.
  private static func wholeNumber(_ text: Substring) -> Int? {
    guard (1...18).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }
}
