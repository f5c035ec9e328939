import DimoDomain

extension DimoSchema {
  /// Every statement of version 5: counted limits that every instance shares (SMS codes sent
  /// and checked, login tries), and SMS codes kept only as keyed hashes. Pending codes are
  /// dropped (they live 3 minutes), and so are the failed logins counted the old way.
  static let version5 = [
    """
    CREATE TABLE rate_limit (
      limit_key TEXT PRIMARY KEY,
      window_start BIGINT NOT NULL,
      hits INTEGER NOT NULL CHECK (hits > 0)
    )
    """,
    "DROP TABLE login_failure",
    "DROP TABLE sms_validation",
    """
    CREATE TABLE sms_validation (
      phone_number TEXT PRIMARY KEY,
      code_hash TEXT NOT NULL CHECK (length(code_hash) = 64),
      expire BIGINT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0)
    )
    """,
  ]
}
