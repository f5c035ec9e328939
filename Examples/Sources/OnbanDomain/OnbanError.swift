/// Why the store could not do what was asked; presentation words each case for the user.
public enum OnbanError: Error, Hashable, Sendable {
  /// No connection to the server.
  case offline
  /// The server took too long.
  case timeout
  /// The request was cancelled (the screen went away).
  case cancelled
  /// No dish has this hash.
  case notFound
  /// The server refused the request (a 4xx other than 404), with its reason.
  case rejected(status: Int, reason: String)
  /// The server failed (a 5xx).
  case serverFailure(status: Int)
  /// The server answered something that is not what the API promises.
  case badResponse(String)
}
