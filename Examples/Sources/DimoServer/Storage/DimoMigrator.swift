import Foundation
import SQLKit

/// What a migration may need besides the database.
struct MigrationContext: Sendable {
  /// The engine, for the few statements that differ.
  let engine: DimoEngine
  /// The sample catalog to seed.
  let catalog: DimoCatalog
  /// The sample users and their activity to seed.
  let activity: SampleActivity
  /// The time of the migration, in seconds since 1970.
  let now: Int
}

/// One numbered step of the schema, applied once, in a transaction of its own.
struct DimoMigration: Sendable {
  /// Its number; `dimo_schema_version` records the ones applied.
  let version: Int
  /// What it does.
  let name: String
  /// The step.
  let apply: @Sendable (any SQLDatabase, MigrationContext) async throws -> Void
}

/// Brings a database to the latest schema: every migration not applied yet, in order. Several
/// server instances starting at once on one PostgreSQL database take turns (an advisory lock),
/// so each migration runs once.
enum DimoMigrator {
  /// Every migration, oldest first.
  static let all: [DimoMigration] = [
    DimoMigration(version: 1, name: "tables, constraints and indexes") { db, context in
      for statement in DimoSchema.version1(context.engine) {
        try await db.raw("\(unsafeRaw: statement)").run()
      }
    },
    DimoMigration(version: 2, name: "sample catalog and activity") { db, context in
      try await DimoSeeder(db: db, context: context).seedUsersAndAnime()
    },
    DimoMigration(version: 3, name: "movies in the catalog") { db, context in
      for statement in DimoSchema.version3 {
        try await db.raw("\(unsafeRaw: statement)").run()
      }
      try await DimoSeeder(db: db, context: context).seedMovies()
    },
    DimoMigration(version: 4, name: "notices and 1:1 inquiries") { db, context in
      for statement in DimoSchema.version4(context.engine) {
        try await db.raw("\(unsafeRaw: statement)").run()
      }
      try await SupportQueries.seedNotices(db)
    },
    DimoMigration(version: 5, name: "shared limits and hashed SMS codes") { db, _ in
      for statement in DimoSchema.version5 {
        try await db.raw("\(unsafeRaw: statement)").run()
      }
    },
    DimoMigration(version: 6, name: "review views counted once per viewer") { db, _ in
      for statement in DimoSchema.version6 {
        try await db.raw("\(unsafeRaw: statement)").run()
      }
    },
  ]

  /// The latest schema version.
  static var latestVersion: Int { all.map(\.version).max() ?? 0 }

  /// Applies what is missing.
  /// - Parameter last: the last version to apply (tests stop early to test an upgrade).
  /// - Returns: the versions applied now (empty when the database was up to date).
  @discardableResult
  static func migrate(
    _ database: any DimoDatabase, context: MigrationContext, through last: Int = .max
  ) async throws -> [Int] {
    var applied: [Int] = []
    for migration in all where migration.version <= last {
      let ran = try await database.write { db in
        if context.engine == .postgres {
          try await db.raw("SELECT pg_advisory_xact_lock(hashtext(current_schema()))").run()
        }
        try await db.raw(
          """
          CREATE TABLE IF NOT EXISTS dimo_schema_version (
            version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)
          """
        ).run()
        let done = try await db.raw(
          "SELECT version FROM dimo_schema_version WHERE version = \(bind: migration.version)"
        ).first()
        guard done == nil else { return false }
        try await migration.apply(db, context)
        try await db.raw(
          """
          INSERT INTO dimo_schema_version (version, name, applied_at)
          VALUES (\(bind: migration.version), \(bind: migration.name), \(bind: context.now))
          """
        ).run()
        return true
      }
      if ran { applied.append(migration.version) }
    }
    return applied
  }

  /// The highest version applied, 0 for an empty database.
  static func currentVersion(_ database: any DimoDatabase) async throws -> Int {
    try await database.read { db in
      let row = try await db.raw("SELECT MAX(version) AS version FROM dimo_schema_version")
        .first()
      return try row?.decode(column: "version", as: Int?.self) ?? 0
    }
  }
}
