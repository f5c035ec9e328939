/// Why a sign-up, login or account request failed, as the app tells the user.
public enum AuthFailure: Error, Equatable, Sendable {
  /// No account with that id (login).
  case noAccount
  /// The password does not match (login).
  case wrongPassword
  /// Too many failed logins; the server's sentence says for how long.
  case locked(String)
  /// The SMS code is wrong, used up or expired.
  case invalidCode
  /// The login id is taken.
  case userIDTaken
  /// The nickname is taken.
  case nicknameTaken
  /// No user with the details given (finding an id or a password).
  case noUser
  /// The phone number was not verified before signing up.
  case phoneNotVerified
  /// Input the server refused for a rule it names (its sentence).
  case rejected(String)
  /// The server could not be reached or answered with a failure.
  case unavailable(String)
}
