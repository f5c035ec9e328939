import DimoAPI
import DimoDomain
import Foundation
import SQLKit
import Testing

@testable import DimoServer

@Suite("Storage: migrations, seed, constraints, files", .timeLimit(.minutes(8)))
struct StorageTests {
  @Test(arguments: TestEngine.allCases)
  func aFreshDatabaseIsMigratedAndSeededOnce(engine: TestEngine) async throws {
    try await withDimo(engine, seedInPlace: true) { dimo in
      #expect(try await dimo.server.schemaVersion() == DimoMigrator.latestVersion)
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM anime_contents WHERE content_type = 'anime'") == 103)
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM anime_contents WHERE content_type = 'movie'") == 17)
      #expect(try await dimo.number("SELECT COUNT(*) AS n FROM anime_character") == 1009 + 149)
      #expect(
        try await dimo.number(
          """
          SELECT COUNT(*) AS n FROM anime_character c JOIN anime_contents a
            ON a.anime_id = c.anime_id WHERE a.content_type = 'movie'
          """) == 149)
      #expect(try await dimo.number("SELECT COUNT(*) AS n FROM dimo_user") == 24)
      #expect(
        try await dimo.number("SELECT COUNT(*) AS n FROM anime_character_vote") == 4095 + 651)
      #expect(
        try await dimo.number("SELECT COUNT(*) AS n FROM dimo_like WHERE content_type = 'movie'")
          == 63)
      #expect(
        try await dimo.number("SELECT COUNT(*) AS n FROM dimo_grade WHERE content_type = 'movie'")
          == 85)
      #expect(
        try await dimo.number("SELECT COUNT(*) AS n FROM dimo_user WHERE password_hash IS NOT NULL")
          == 0)
      #expect(try await dimo.countersMatchRows())
      let applied = try await DimoMigrator.migrate(
        dimo.database,
        context: MigrationContext(
          engine: dimo.server.engine, catalog: try DimoCatalog.bundled(),
          activity: try SampleActivity.bundled(), now: 0))
      #expect(applied.isEmpty, "a second run applies nothing")
      #expect(try await dimo.number("SELECT COUNT(*) AS n FROM anime_contents") == 120)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func everyCharactersMBTIIsTheMajorityOfItsVotes(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let rows = try await dimo.database.read { db in
        try await db.raw(
          "SELECT character_id, character_mbti FROM anime_character WHERE vote_count > 0"
        ).all()
      }
      #expect(rows.count == 743 + 109)
      for row in rows {
        let id = try row.decode(column: "character_id", as: Int.self)
        let tally = try await dimo.database.read { db in
          try await VoteQueries.tally(db, characterID: id)
        }
        #expect(
          try row.decode(column: "character_mbti", as: String.self) == tally.mbti?.description)
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aReviewAndACommentWrittenAfterTheSeedTakeTheNextIDs(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let reviews = try await dimo.number("SELECT MAX(review_id) AS n FROM character_review")
      let comments = try await dimo.number("SELECT MAX(comment_id) AS n FROM review_comment")
      #expect(reviews == 324 + 36 && comments == 405 + 45, "the seed numbers its rows 1, 2, …")
      let ids = try await dimo.database.write { db in
        let review = try await db.raw(
          """
          INSERT INTO character_review (user_no, character_id, review_content, created_at)
          VALUES (1, 1, 'after the seed', 0) RETURNING review_id
          """
        ).first()?.int("review_id")
        let comment = try await db.raw(
          """
          INSERT INTO review_comment (review_id, user_no, character_id, comment_content,
            created_at)
          VALUES (1, 1, 1, 'after the seed', 0) RETURNING comment_id
          """
        ).first()?.int("comment_id")
        return [review, comment]
      }
      #expect(ids == [reviews + 1, comments + 1])
    }
  }

  @Test(arguments: TestEngine.allCases)
  func constraintsBackTheRules(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("guarded")
      let userNo = try await dimo.number(
        "SELECT user_no AS n FROM dimo_user WHERE user_id = 'guarded'")
      let statements = [
        // One vote per user and character.
        "INSERT INTO anime_character_vote (character_id, user_no, energy, recognization, prediction, reaction, content_id, vote_mbti) VALUES (1, 1, 'E', 'S', 'T', 'J', 2180, 'ESTJ')",
        // The four letters and the type agree.
        "INSERT INTO anime_character_vote (character_id, user_no, energy, recognization, prediction, reaction, content_id, vote_mbti) VALUES (300, \(userNo), 'E', 'S', 'T', 'J', 2180, 'INFP')",
        // Counters never go below zero.
        "UPDATE character_review SET review_like = -1 WHERE review_id = 1",
        "UPDATE anime_character SET vote_count = -1 WHERE character_id = 1",
        // Lengths.
        "UPDATE character_review SET review_content = 'ab' WHERE review_id = 1",
        "UPDATE dimo_user SET nickname = 'abcdefghijk' WHERE user_no = \(userNo)",
        "INSERT INTO report_user (user_no, report_user_no, review_id, report_reason, created_at) VALUES (\(userNo), 1, 1, '', 0)",
        // One like per user and target; likes of something that is not there.
        "INSERT INTO review_like (review_id, user_no, character_id) SELECT review_id, user_no, character_id FROM review_like WHERE review_like_id = 1",
        "INSERT INTO review_like (review_id, user_no, character_id) VALUES (999999, \(userNo), 1)",
        // Unique nicknames.
        "UPDATE dimo_user SET nickname = '밤샘덕후' WHERE user_no = \(userNo)",
        // Categories.
        "INSERT INTO dimo_like (user_no, content_type, content_id) VALUES (\(userNo), 'drama', 1)",
        // A work's kind and its id range agree: movies from 1,000,000, anime below.
        "UPDATE anime_contents SET content_type = 'movie' WHERE anime_id = 3371",
        "UPDATE anime_contents SET content_type = 'anime' WHERE anime_id = 1000001",
        "UPDATE anime_contents SET content_type = 'drama' WHERE anime_id = 1000001",
        "INSERT INTO anime_contents (anime_id, title, genre, plot, poster_img, director, anime_release, rate, content_type) VALUES (999999, 't', 'g', 'p', 'p.png', 'd', 'r', '12', 'movie')",
        "INSERT INTO anime_contents (anime_id, title, genre, plot, poster_img, director, anime_release, rate) VALUES (2000000, 't', 'g', 'p', 'p.png', 'd', 'r', '12')",
      ]
      for statement in statements {
        await #expect(throws: (any Error).self, "\(statement)") {
          try await dimo.database.write { db in try await db.raw("\(unsafeRaw: statement)").run() }
        }
      }
      _ = user
    }
  }

  @Test func theSQLiteFileIsInWALModeAndTheKeyFileIsPrivate() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-storage-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = DimoServerConfiguration(
      dataDirectory: folder, signingKey: .file(folder.appending(path: DimoSigningKey.fileName)),
      passwordHashCost: 4)
    let server = try await DimoServer.open(configuration)
    let mode = try await server.env.database.read { db in
      try await db.raw("PRAGMA journal_mode").first()?.decode(
        column: "journal_mode", as: String.self)
    }
    #expect(mode == "wal")
    #expect(server.engine == .sqlite)
    await server.close()
    let key = folder.appending(path: DimoSigningKey.fileName).path(percentEncoded: false)
    let attributes = try FileManager.default.attributesOfItem(atPath: key)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let first = try DimoSigningKey.file(folder.appending(path: DimoSigningKey.fileName)).load()
    let reopened = try await DimoServer.open(configuration)
    await reopened.close()
    #expect(
      try DimoSigningKey.file(folder.appending(path: DimoSigningKey.fileName)).load() == first)
    #expect(server.configuration.passwordHashCost == 4)
    #expect(DimoServerConfiguration(dataDirectory: folder).passwordHashCost == 10)
  }

  @Test func instancesStartingTogetherShareOneSigningKey() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-key-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = DimoSigningKey.file(folder.appending(path: DimoSigningKey.fileName))
    // Sixteen loads at once, as instances behind one load balancer starting together: each
    // either makes the key or reads the whole key another made (never a half-written file).
    let keys = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<16 { group.addTask { try key.load() } }
      return try await group.reduce(into: [[UInt8]]()) { $0.append($1) }
    }
    #expect(keys.count == 16)
    #expect(Set(keys).count == 1, "one key for every instance")
    #expect(keys.first?.count ?? 0 >= DimoSigningKey.minimumLength)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == [DimoSigningKey.fileName], "no temporary file left: \(names)")
  }

  @Test func theProductionCostIs10() async {
    let hasher = await PasswordHasher.make(cost: PasswordHasher.defaultCost)
    let hash = await hasher.hash("dimo123!")
    #expect(hash.hasPrefix("$2b$10$"))
    #expect(hasher.decoyHash.hasPrefix("$2b$10$"), "the decoy costs what a real hash costs")
    #expect(await hasher.verify("dimo123!", hash: hash))
  }

  @Test func aShortSigningSecretOrABadURLIsAClearError() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-storage-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    await #expect(
      throws: DimoServerError.signingKey("the signing secret has 5 bytes; it needs at least 32")
    ) {
      _ = try await DimoServer.open(
        DimoServerConfiguration(dataDirectory: folder, signingKey: .secret(Array("short".utf8))))
    }
    await #expect(throws: DimoServerError.self) {
      _ = try await DimoServer.open(
        DimoServerConfiguration(dataDirectory: folder, database: .postgres(url: "mysql://x@y/z")))
    }
  }
}
