import DimoDomain
import Foundation
import SQLKit

@testable import DimoServer

extension DimoBackend {
  /// One whole number read from the server's database (`SELECT … AS n`), or 0: what a test
  /// reads back to see that a request was stored.
  public func number(_ sql: String) async throws -> Int {
    try await server.env.database.read { db in
      try await db.raw("\(unsafeRaw: sql)").first()?.decode(column: "n", as: Int?.self) ?? 0
    }
  }

  /// One text read from the server's database (`SELECT … AS t`), or nil.
  public func text(_ sql: String) async throws -> String? {
    try await server.env.database.read { db in
      try await db.raw("\(unsafeRaw: sql)").first()?.decode(column: "t", as: String?.self)
    }
  }
}

extension DimoBackend {
  /// Runs one statement on the server's database (moving a stored date back, say).
  public func execute(_ sql: String) async throws {
    try await server.env.database.write { db in
      try await db.raw("\(unsafeRaw: sql)").run()
    }
  }

  /// Moves the caller's last nickname and MBTI changes back by ``DimoRules/changeInterval``,
  /// as if a month had passed, without expiring the session as moving the clock would.
  public func ageLastChanges(of userID: String) async throws {
    let month = Int(DimoRules.changeInterval)
    try await execute(
      """
      UPDATE dimo_user SET updated_at_nickname = updated_at_nickname - \(month),
        updated_at_mbti = updated_at_mbti - \(month)
      WHERE user_id = '\(userID)'
      """)
  }
}
