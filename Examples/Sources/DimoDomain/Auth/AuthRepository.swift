/// Signing up, logging in and finding an account: what the auth flow asks of the server.
///
/// Every refusal is an ``AuthFailure`` that says what went wrong, never a decode error.
public protocol AuthRepository: Sendable {
  /// Logs in with a DIMO id and password and keeps the session.
  func logIn(userID: String, password: String) async throws(AuthFailure)
  /// Sends a six-digit code by SMS to `phoneNumber` (`010-1234-5678`).
  func requestCode(phoneNumber: String) async throws(AuthFailure)
  /// Checks the code the user typed; a right code marks the number verified for signing up.
  /// - Throws: ``AuthFailure/invalidCode`` for a wrong or expired code.
  func verifyCode(phoneNumber: String, code: String) async throws(AuthFailure)
  /// Whether `userID` is free to sign up with.
  func isUserIDAvailable(_ userID: String) async throws(AuthFailure) -> Bool
  /// Creates the account and keeps its session: the user is logged in.
  func signUp(_ form: SignupForm) async throws(AuthFailure)
  /// The login id of the account with that name, carrier and phone, given the code sent to it.
  func findUserID(_ query: FindUserIDQuery) async throws(AuthFailure) -> FoundAccount
  /// Sends a one-time password to `phoneNumber` for the account `userID`, given the code just
  /// sent to that number (``requestCode(phoneNumber:)``); nothing changes without it.
  /// - Throws: ``AuthFailure/invalidCode`` for a wrong or expired code.
  func sendTemporaryPassword(userID: String, phoneNumber: String, code: String)
    async throws(AuthFailure)
}
