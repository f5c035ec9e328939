import SQLKit

/// A login session: the refresh token it accepts next, and whether it was revoked.
struct SessionRecord: Sendable {
  let sessionID: String
  let userNo: Int
  let refreshJTI: String
  let expiresAt: Int
  let revokedAt: Int?
}

/// The queries on sessions.
enum SessionQueries {
  /// A new session.
  static func create(
    _ db: any SQLDatabase, sessionID: String, userNo: Int, jti: String, now: Int, expiresAt: Int
  ) async throws {
    try await db.raw(
      """
      INSERT INTO dimo_session (session_id, user_no, refresh_jti, created_at, expires_at)
      VALUES (\(bind: sessionID), \(bind: userNo), \(bind: jti), \(bind: now), \(bind: expiresAt))
      """
    ).run()
  }

  /// The session `sessionID`.
  static func find(_ db: any SQLDatabase, sessionID: String) async throws -> SessionRecord? {
    guard
      let row = try await db.raw(
        """
        SELECT session_id, user_no, refresh_jti, expires_at, revoked_at FROM dimo_session
        WHERE session_id = \(bind: sessionID)
        """
      ).first()
    else { return nil }
    return SessionRecord(
      sessionID: try row.string("session_id"), userNo: try row.int("user_no"),
      refreshJTI: try row.string("refresh_jti"), expiresAt: try row.int("expires_at"),
      revokedAt: try row.optionalInt("revoked_at"))
  }

  /// The caller of an access token: the session's account, if the session is live and the
  /// account active.
  static func caller(_ db: any SQLDatabase, sessionID: String, userNo: Int, now: Int)
    async throws -> UserRecord?
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: UserRecord.columns("u")) FROM dimo_session s
      JOIN dimo_user u ON u.user_no = s.user_no
      WHERE s.session_id = \(bind: sessionID) AND s.user_no = \(bind: userNo)
        AND s.revoked_at IS NULL AND s.expires_at > \(bind: now) AND u.withdrawn_at IS NULL
      """
    ).first().map(UserRecord.init(row:))
  }

  /// Replaces the accepted refresh token, if `oldJTI` is still the accepted one; false when it
  /// is not (the token was used already).
  static func rotate(
    _ db: any SQLDatabase, sessionID: String, oldJTI: String, newJTI: String, expiresAt: Int
  ) async throws -> Bool {
    try await db.raw(
      """
      UPDATE dimo_session SET refresh_jti = \(bind: newJTI), expires_at = \(bind: expiresAt)
      WHERE session_id = \(bind: sessionID) AND refresh_jti = \(bind: oldJTI)
        AND revoked_at IS NULL
      RETURNING session_id
      """
    ).first() != nil
  }

  /// Revokes one session.
  static func revoke(_ db: any SQLDatabase, sessionID: String, now: Int) async throws {
    try await db.raw(
      """
      UPDATE dimo_session SET revoked_at = \(bind: now)
      WHERE session_id = \(bind: sessionID) AND revoked_at IS NULL
      """
    ).run()
  }

  /// Revokes every session of an account but `keeping`.
  static func revokeAll(_ db: any SQLDatabase, userNo: Int, keeping: String? = nil, now: Int)
    async throws
  {
    try await db.raw(
      """
      UPDATE dimo_session SET revoked_at = \(bind: now)
      WHERE user_no = \(bind: userNo) AND revoked_at IS NULL
        AND session_id <> \(bind: keeping ?? "")
      """
    ).run()
  }
}
