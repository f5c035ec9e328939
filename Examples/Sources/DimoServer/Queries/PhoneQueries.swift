import SQLKit

/// A code sent by SMS, not used yet (only its keyed hash is stored: ``SMSCodeHasher``).
struct SMSCodeRecord: Sendable {
  let codeHash: String
  let expire: Int
  let attempts: Int
}

/// The queries on SMS codes and verified phone numbers.
enum PhoneQueries {
  /// Stores a new code's hash for a number, replacing any earlier code.
  static func storeCode(
    _ db: any SQLDatabase, phoneNumber: String, codeHash: String, expire: Int
  ) async throws {
    try await db.raw(
      """
      INSERT INTO sms_validation (phone_number, code_hash, expire, attempts)
      VALUES (\(bind: phoneNumber), \(bind: codeHash), \(bind: expire), 0)
      ON CONFLICT (phone_number) DO UPDATE
        SET code_hash = excluded.code_hash, expire = excluded.expire, attempts = 0
      """
    ).run()
  }

  /// The number's code.
  static func code(_ db: any SQLDatabase, phoneNumber: String) async throws -> SMSCodeRecord? {
    guard
      let row = try await db.raw(
        """
        SELECT code_hash, expire, attempts FROM sms_validation
        WHERE phone_number = \(bind: phoneNumber)
        """
      ).first()
    else { return nil }
    return SMSCodeRecord(
      codeHash: try row.string("code_hash"), expire: try row.int("expire"),
      attempts: try row.int("attempts"))
  }

  /// Takes one try of the code stored as `codeHash` while it is live and has tries left, in one
  /// statement: checks arriving at once, on any instance, cannot share its last try.
  /// - Returns: false when no try was left to take (or the code changed or expired meanwhile).
  static func takeTry(
    _ db: any SQLDatabase, phoneNumber: String, codeHash: String, maxAttempts: Int, now: Int
  ) async throws -> Bool {
    try await db.raw(
      """
      UPDATE sms_validation SET attempts = attempts + 1
      WHERE phone_number = \(bind: phoneNumber) AND code_hash = \(bind: codeHash)
        AND attempts < \(bind: maxAttempts) AND expire >= \(bind: now)
      RETURNING attempts
      """
    ).first() != nil
  }

  /// Uses the code stored as `codeHash` up.
  /// - Returns: false when another check used it up first.
  static func deleteCode(_ db: any SQLDatabase, phoneNumber: String, codeHash: String)
    async throws -> Bool
  {
    try await db.raw(
      """
      DELETE FROM sms_validation
      WHERE phone_number = \(bind: phoneNumber) AND code_hash = \(bind: codeHash)
      RETURNING phone_number
      """
    ).first() != nil
  }

  /// Marks a number verified until `until`.
  static func markVerified(_ db: any SQLDatabase, phoneNumber: String, until: Int) async throws {
    try await db.raw(
      """
      INSERT INTO phone_verification (phone_number, verified_until)
      VALUES (\(bind: phoneNumber), \(bind: until))
      ON CONFLICT (phone_number) DO UPDATE SET verified_until = excluded.verified_until
      """
    ).run()
  }

  /// Uses a verification up; false when the number was not verified or it expired.
  static func consumeVerification(_ db: any SQLDatabase, phoneNumber: String, now: Int)
    async throws -> Bool
  {
    try await db.raw(
      """
      DELETE FROM phone_verification
      WHERE phone_number = \(bind: phoneNumber) AND verified_until >= \(bind: now)
      RETURNING phone_number
      """
    ).first() != nil
  }
}
