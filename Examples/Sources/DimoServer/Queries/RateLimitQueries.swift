import SQLKit

/// What one counted try got: its number in the current window, and when that window ends.
struct RateLimitTake: Sendable {
  /// This try's number in the window, from 1.
  let hits: Int
  /// When the window ends, in seconds since 1970.
  let windowEnd: Int
  /// The most tries the window allows.
  let limit: Int

  /// True when this try is within the limit.
  var isAllowed: Bool { hits <= limit }

  /// Seconds until the window ends (at least 1).
  func secondsLeft(now: Int) -> Int { max(windowEnd - now, 1) }

  /// Whole minutes until the window ends, rounded up (at least 1).
  func minutesLeft(now: Int) -> Int { (secondsLeft(now: now) + 59) / 60 }
}

/// Counted limits kept in the database, so that every instance on one database shares them: a
/// fixed window per key (like `sms-send:010-1234-5678`) that starts with its first try.
enum RateLimitQueries {
  /// Counts one try under `key` and returns its number, in one statement: concurrent tries on
  /// any number of instances each get a different number (the row is locked while it changes).
  static func take(
    _ db: any SQLDatabase, key: String, limit: Int, window: Int, now: Int
  ) async throws -> RateLimitTake {
    let expired = now - window
    let row = try await db.raw(
      """
      INSERT INTO rate_limit (limit_key, window_start, hits) VALUES (\(bind: key), \(bind: now), 1)
      ON CONFLICT (limit_key) DO UPDATE SET
        hits = CASE WHEN rate_limit.window_start <= \(bind: expired) THEN 1
          ELSE rate_limit.hits + 1 END,
        window_start = CASE WHEN rate_limit.window_start <= \(bind: expired) THEN \(bind: now)
          ELSE rate_limit.window_start END
      RETURNING hits, window_start
      """
    ).first()
    guard let row else { throw StoreFailure.noRowReturned }
    return RateLimitTake(
      hits: try row.int("hits"), windowEnd: try row.int("window_start") + window, limit: limit)
  }

  /// Forgets the tries counted under `key`.
  static func clear(_ db: any SQLDatabase, key: String) async throws {
    try await db.raw("DELETE FROM rate_limit WHERE limit_key = \(bind: key)").run()
  }
}

/// The keys of the limits, in one place.
enum RateLimitKey {
  /// Codes sent to a phone number.
  static func codesSent(to phoneNumber: String) -> String { "sms-send:\(phoneNumber)" }
  /// Codes asked for by a client address.
  static func codesAsked(by client: String) -> String { "sms-client:\(client)" }
  /// Codes checked for a phone number.
  static func codesChecked(for phoneNumber: String) -> String { "sms-check:\(phoneNumber)" }
  /// Login tries of an account.
  static func logins(of userNo: Int) -> String { "login:\(userNo)" }
  /// Login tries from a client address, whatever the accounts.
  static func logins(from client: String) -> String { "login-client:\(client)" }
}
