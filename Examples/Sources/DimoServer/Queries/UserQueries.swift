import SQLKit

/// The queries on accounts.
enum UserQueries {
  /// The active (not withdrawn) account with login id `userID`.
  static func find(_ db: any SQLDatabase, userID: String) async throws -> UserRecord? {
    try await db.raw(
      """
      SELECT \(unsafeRaw: UserRecord.columns("u")) FROM dimo_user u
      WHERE u.user_id = \(bind: userID) AND u.withdrawn_at IS NULL
      """
    ).first().map(UserRecord.init(row:))
  }

  /// The active account number `userNo`.
  static func find(_ db: any SQLDatabase, userNo: Int) async throws -> UserRecord? {
    try await db.raw(
      """
      SELECT \(unsafeRaw: UserRecord.columns("u")) FROM dimo_user u
      WHERE u.user_no = \(bind: userNo) AND u.withdrawn_at IS NULL
      """
    ).first().map(UserRecord.init(row:))
  }

  /// True when any account (withdrawn ones included) has login id `userID`.
  static func isUserIDTaken(_ db: any SQLDatabase, _ userID: String) async throws -> Bool {
    try await db.raw("SELECT 1 AS one FROM dimo_user WHERE user_id = \(bind: userID)").first()
      != nil
  }

  /// True when any account has nickname `nickname`.
  static func isNicknameTaken(_ db: any SQLDatabase, _ nickname: String) async throws -> Bool {
    try await db.raw("SELECT 1 AS one FROM dimo_user WHERE nickname = \(bind: nickname)").first()
      != nil
  }

  /// A new account; returns its number.
  static func insert(_ db: any SQLDatabase, _ account: NewAccount, now: Int) async throws -> Int {
    let row = try await db.raw(
      """
      INSERT INTO dimo_user (user_id, password_hash, name, sns_type, agency, phone_number,
        nickname, mbti, push_check, created_at)
      VALUES (\(bind: account.userID), \(bind: account.passwordHash), \(bind: account.name), 'none',
        \(bind: account.agency), \(bind: account.phoneNumber), \(bind: account.nickname),
        \(bind: account.mbti), \(bind: account.pushCheck), \(bind: now))
      RETURNING user_no
      """
    ).first()
    guard let userNo = try row?.int("user_no") else { throw StoreFailure.noRowReturned }
    return userNo
  }

  /// The newest active account with this name, carrier and phone number.
  static func find(_ db: any SQLDatabase, name: String, agency: String, phoneNumber: String)
    async throws -> UserRecord?
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: UserRecord.columns("u")) FROM dimo_user u
      WHERE u.phone_number = \(bind: phoneNumber) AND u.name = \(bind: name)
        AND u.agency = \(bind: agency) AND u.withdrawn_at IS NULL
      ORDER BY u.user_no DESC LIMIT 1
      """
    ).first().map(UserRecord.init(row:))
  }

  /// Replaces the password hash.
  static func setPassword(_ db: any SQLDatabase, userNo: Int, hash: String) async throws {
    try await db.raw(
      "UPDATE dimo_user SET password_hash = \(bind: hash) WHERE user_no = \(bind: userNo)"
    ).run()
  }

  /// Replaces the nickname and stamps the change.
  static func setNickname(_ db: any SQLDatabase, userNo: Int, nickname: String, now: Int)
    async throws
  {
    try await db.raw(
      """
      UPDATE dimo_user SET nickname = \(bind: nickname), updated_at_nickname = \(bind: now)
      WHERE user_no = \(bind: userNo)
      """
    ).run()
  }

  /// Replaces the MBTI and stamps the change.
  static func setMBTI(_ db: any SQLDatabase, userNo: Int, mbti: String, now: Int) async throws {
    try await db.raw(
      """
      UPDATE dimo_user SET mbti = \(bind: mbti), updated_at_mbti = \(bind: now)
      WHERE user_no = \(bind: userNo)
      """
    ).run()
  }

  /// Sets (or clears) the time until which logins are refused.
  static func setLockedUntil(_ db: any SQLDatabase, userNo: Int, until: Int?) async throws {
    try await db.raw(
      """
      UPDATE dimo_user SET locked_until = \(bindOrNull(until))
      WHERE user_no = \(bind: userNo)
      """
    ).run()
  }

  /// Refuses logins until `until`, or longer when the account is locked longer already; returns
  /// the time the lock ends.
  static func extendLock(_ db: any SQLDatabase, userNo: Int, until: Int) async throws -> Int {
    let row = try await db.raw(
      """
      UPDATE dimo_user SET locked_until = CASE
        WHEN locked_until IS NULL OR locked_until < \(bind: until) THEN \(bind: until)
        ELSE locked_until END
      WHERE user_no = \(bind: userNo)
      RETURNING locked_until
      """
    ).first()
    guard let row else { throw StoreFailure.noRowReturned }
    return try row.int("locked_until")
  }

  /// Locks the account's row until the transaction ends, so that two requests of one user that
  /// read, then write (the recent lists) take turns on PostgreSQL; SQLite writes one at a time
  /// anyway.
  static func lock(_ db: any SQLDatabase, userNo: Int) async throws {
    try await db.raw("UPDATE dimo_user SET revision = revision + 1 WHERE user_no = \(bind: userNo)")
      .run()
  }
}

/// A signup's account, checked.
struct NewAccount: Sendable {
  let userID: String
  let passwordHash: String
  let name: String
  let agency: String
  let phoneNumber: String
  let nickname: String
  let mbti: String
  let pushCheck: Int
}

/// A database answer the server did not expect.
enum StoreFailure: Error, CustomStringConvertible {
  /// An INSERT … RETURNING returned nothing.
  case noRowReturned
  /// A stored value that is not what the schema allows.
  case damagedRow(String)

  var description: String {
    switch self {
    case .noRowReturned: "an insert returned no row"
    case .damagedRow(let what): "a stored row is damaged: \(what)"
    }
  }
}
