import DimoAPI

/// Who sent a request: the account of its access token, read from the database with the
/// request (never from a `user_id` the client sent).
struct Caller: Sendable {
  /// The account.
  let user: UserRecord
  /// The session of the access token.
  let sessionID: String

  /// The account number.
  var userNo: Int { user.userNo }

  /// Checks that a `user_id` the request names is the caller's: 403 otherwise.
  func requireSelf(_ userID: String?) throws(DimoRefusal) {
    if let userID, userID != user.userID {
      throw .forbidden(DimoMessages.notYourAccount)
    }
  }
}
