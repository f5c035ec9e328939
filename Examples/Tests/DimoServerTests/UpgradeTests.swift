import CairnTesting
import DimoTestSupport
import Foundation
import Logging
import SQLKit
import Testing

@testable import DimoServer

/// A database at version 2 (anime only), with what a user did there, then migrated to the
/// latest version: what migration 3 adds and what it keeps.
@Suite("Migration 3 upgrades a database of version 2", .timeLimit(.minutes(8)))
struct UpgradeTests {
  @Test(arguments: TestEngine.allCases)
  func theMoviesArriveAndEveryAnimeRowStays(engine: TestEngine) async throws {
    try engine.requireAvailable()
    try await withRawDatabase(engine) { database in
      let context = MigrationContext(
        engine: database.engine, catalog: try DimoCatalog.bundled(),
        activity: try SampleActivity.bundled(), now: 1_700_000_000)
      #expect(try await DimoMigrator.migrate(database, context: context, through: 2) == [1, 2])
      #expect(try await DimoMigrator.currentVersion(database) == 2)
      try await database.write { db in
        try await db.raw(
          """
          INSERT INTO dimo_user (user_id, name, nickname, mbti, created_at)
          VALUES ('before3', '이전', '이전사용자', 'INTP', 0)
          """
        ).run()
        let userNo = "(SELECT user_no FROM dimo_user WHERE user_id = 'before3')"
        for statement in [
          "INSERT INTO dimo_like (user_no, content_type, content_id) VALUES (\(userNo), 'anime', 3371)",
          "INSERT INTO dimo_like (user_no, content_type, content_id) VALUES (\(userNo), 'movie', 1000001)",
          "INSERT INTO dimo_like (user_no, content_type, content_id) VALUES (\(userNo), 'movie', 129)",
          "INSERT INTO dimo_grade (user_no, content_id, content_type, grade, user_mbti) VALUES (\(userNo), 129, 'movie', 1, 'INTP')",
          "INSERT INTO dimo_grade (user_no, content_id, content_type, grade, user_mbti) VALUES (\(userNo), 3371, 'anime', -1, 'INTP')",
          "INSERT INTO character_review (user_no, character_id, review_content, created_at) VALUES (\(userNo), 1, 'before version 3', 0)",
        ] {
          try await db.raw("\(unsafeRaw: statement)").run()
        }
      }
      let before = try await counts(database)
      #expect(before.reviews == 325)

      #expect(try await DimoMigrator.migrate(database, context: context) == [3, 4, 5, 6])
      #expect(try await DimoMigrator.currentVersion(database) == DimoMigrator.latestVersion)
      let after = try await counts(database)
      #expect(after.anime == before.anime && after.anime == 103)
      #expect(after.movies == 17)
      #expect(after.characters == 1009 + 149)
      #expect(after.votes == 4095 + 651)
      #expect(after.animeLikes == before.animeLikes, "every anime 찜 stays")
      #expect(after.animeGrades == before.animeGrades, "every anime grade stays")
      #expect(after.movieLikes == 63, "the TMDB ids' 찜 are gone, the sample's are there")
      #expect(after.movieGrades == 85)
      #expect(after.reviews == 325 + 36 && after.comments == 405 + 45)
      #expect(
        try await number(
          database,
          "SELECT review_id AS n FROM character_review WHERE review_content = 'before version 3'")
          == 325, "the user's review keeps its id")
      #expect(
        try await number(
          database,
          """
          SELECT COUNT(*) AS n FROM dimo_like l JOIN dimo_user u ON u.user_no = l.user_no
          WHERE u.user_id = 'before3'
          """) == 1, "only the anime 찜 of the user stays")
      let next = try await database.write { db in
        try await db.raw(
          """
          INSERT INTO character_review (user_no, character_id, review_content, created_at)
          VALUES (1, 1, 'after version 3', 0) RETURNING review_id
          """
        ).first()?.decode(column: "review_id", as: Int.self)
      }
      #expect(next == 325 + 36 + 1, "new reviews follow the movies' sample reviews")
      #expect(try await DimoMigrator.migrate(database, context: context).isEmpty)
    }
  }

  private struct Counts {
    var anime = 0
    var movies = 0
    var characters = 0
    var votes = 0
    var reviews = 0
    var comments = 0
    var animeLikes = 0
    var movieLikes = 0
    var animeGrades = 0
    var movieGrades = 0
  }

  private func counts(_ database: any DimoDatabase) async throws -> Counts {
    let hasType = try await DimoMigrator.currentVersion(database) >= 3
    return Counts(
      anime: try await number(
        database,
        "SELECT COUNT(*) AS n FROM anime_contents"
          + (hasType ? " WHERE content_type = 'anime'" : "")),
      movies: hasType
        ? try await number(
          database, "SELECT COUNT(*) AS n FROM anime_contents WHERE content_type = 'movie'") : 0,
      characters: try await number(database, "SELECT COUNT(*) AS n FROM anime_character"),
      votes: try await number(database, "SELECT COUNT(*) AS n FROM anime_character_vote"),
      reviews: try await number(database, "SELECT COUNT(*) AS n FROM character_review"),
      comments: try await number(database, "SELECT COUNT(*) AS n FROM review_comment"),
      animeLikes: try await number(
        database, "SELECT COUNT(*) AS n FROM dimo_like WHERE content_type = 'anime'"),
      movieLikes: try await number(
        database, "SELECT COUNT(*) AS n FROM dimo_like WHERE content_type = 'movie'"),
      animeGrades: try await number(
        database, "SELECT COUNT(*) AS n FROM dimo_grade WHERE content_type = 'anime'"),
      movieGrades: try await number(
        database, "SELECT COUNT(*) AS n FROM dimo_grade WHERE content_type = 'movie'"))
  }

  private func number(_ database: any DimoDatabase, _ sql: String) async throws -> Int {
    try await database.read { db in
      try await db.raw("\(unsafeRaw: sql)").first()?.decode(column: "n", as: Int?.self) ?? 0
    }
  }

  /// Runs `body` on a database of its own that no server has migrated: an SQLite file in a
  /// temporary folder or a PostgreSQL schema, removed afterwards.
  private func withRawDatabase(
    _ engine: TestEngine, _ body: @escaping @Sendable (any DimoDatabase) async throws -> Void
  ) async throws {
    let logger = Logger(label: "dimo-upgrade-tests") { _ in SwiftLogNoOpLogHandler() }
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-upgrade-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database: any DimoDatabase =
      switch engine {
      case .sqlite:
        try await SQLiteDimoDatabase.open(
          path: folder.appending(path: "dimo.sqlite").path(percentEncoded: false), logger: logger)
      case .postgres:
        try await PostgresDimoDatabase.open(
          url: TestEngine.postgresURL ?? "",
          schema: "dimo_upgrade_\(UUID().uuidString.lowercased().filter { $0 != "-" })",
          maxConnections: 2, connectTimeout: DimoServerConfiguration.testPostgresConnectTimeout,
          logger: logger)
      }
    do {
      try await waiting(upTo: .seconds(240), for: "the upgrade on \(engine)") {
        try await body(database)
      }
    } catch {
      try? await (database as? PostgresDimoDatabase)?.dropSchema()
      await database.close()
      throw error
    }
    try? await (database as? PostgresDimoDatabase)?.dropSchema()
    await database.close()
  }
}
