import DimoDomain
import SQLKit

/// Fills a database with a part of the sample dataset, then sets every counter and character
/// MBTI from the rows (the same rules as the endpoints): migration 2 stores the sample users and
/// the anime, migration 3 the movies. Every table is written in multi-row INSERTs.
struct DimoSeeder {
  let db: any SQLDatabase
  let context: MigrationContext

  /// Rows per multi-row INSERT (PostgreSQL takes at most 65,535 parameters per statement).
  static let batchSize = 400

  /// Migration 2: the sample users, then the anime and what they did with them.
  func seedUsersAndAnime() async throws {
    try await insertUsers()
    try await seed(context.animeSet)
  }

  /// Migration 3: the movies and what the sample users (stored by migration 2) did with them.
  func seedMovies() async throws {
    try await seed(context.movieSet)
  }

  private func seed(_ set: SampleSet) async throws {
    try await insertWorks(set)
    let characters = try await characterIDs(set)
    let users = try await storedUsers()
    try await insertVotes(set, users: users, characters: characters)
    let reviews = try await insertReviews(set, users: users, characters: characters)
    let comments = try await insertComments(set, users: users, reviews: reviews)
    try await insertLikes(set, users: users, reviews: reviews, comments: comments)
    try await insertGradesAndContentLikes(set, users: users)
    try await DimoSeeder.recount(db)
  }

  /// The works and their characters. Migration 2 runs before `content_type` exists, so the
  /// anime take the column's default; the movies name it.
  private func insertWorks(_ set: SampleSet) async throws {
    let typed = set.contentType != .anime
    try await insert(
      "anime_contents",
      ["anime_id", "title", "genre", "plot", "poster_img", "director", "anime_release", "rate"]
        + (typed ? ["content_type"] : []),
      set.works.map { work -> [(any Encodable & Sendable)?] in
        let row: [(any Encodable & Sendable)?] = [
          work.workID, work.title, work.genre, work.plot, work.posterImg, work.director,
          work.release, work.rate,
        ]
        return typed ? row + [set.contentType.rawValue] : row
      })
    try await insert(
      "anime_character", ["anime_id", "character_img", "character_name"],
      set.characters.map { [$0.workID, $0.characterImg, $0.characterName] })
  }

  /// The stored id and work of each of the set's characters, by catalog id.
  private func characterIDs(_ set: SampleSet) async throws -> [Int: StoredCharacter] {
    var stored: [String: Int] = [:]
    for row in try await db.raw(
      "SELECT character_id, anime_id, character_name FROM anime_character"
    ).all() {
      let key = "\(try row.int("anime_id"))/\(try row.string("character_name"))"
      stored[key] = try row.int("character_id")
    }
    var ids: [Int: StoredCharacter] = [:]
    for character in set.characters {
      guard let id = stored["\(character.workID)/\(character.characterName)"] else {
        throw DimoResourceError(description: "character \(character.characterID) was not stored")
      }
      ids[character.characterID] = StoredCharacter(id: id, workID: character.workID)
    }
    return ids
  }

  private func insertUsers() async throws {
    try await insert(
      "dimo_user", ["user_id", "name", "nickname", "mbti", "intro", "created_at"],
      context.activity.users.map { user in
        let intro: String? = user.intro.isEmpty ? nil : user.intro
        return [user.userID, user.nickname, user.nickname, user.mbti, intro, context.now]
      })
  }

  /// The sample users as stored, by login id.
  private func storedUsers() async throws -> [String: StoredUser] {
    let ids = SQLList(context.activity.users.map { SQLBind($0.userID) })
    var users: [String: StoredUser] = [:]
    for row in try await db.raw(
      "SELECT user_no, user_id, mbti FROM dimo_user WHERE user_id IN (\(ids))"
    ).all() {
      users[try row.string("user_id")] = StoredUser(
        userNo: try row.int("user_no"), mbti: try row.optionalString("mbti"))
    }
    return users
  }

  /// Inserts `rows` into `table` in batches.
  func insert(
    _ table: String, _ columns: [String], _ rows: [[(any Encodable & Sendable)?]]
  ) async throws {
    var start = 0
    while start < rows.count {
      let batch = rows[start..<min(start + Self.batchSize, rows.count)]
      let builder = db.insert(into: SQLIdentifier(table)).columns(columns)
      for row in batch {
        builder.values(
          row.map { value -> any SQLExpression in
            guard let value else { return SQLLiteral.null }
            return SQLBind(value)
          })
      }
      try await builder.run()
      start += Self.batchSize
    }
  }
}

/// A sample user as stored.
struct StoredUser {
  let userNo: Int
  let mbti: String?
}

/// A sample character as stored: its id and its work.
struct StoredCharacter {
  let id: Int
  let workID: Int
}

/// A sample review or comment as stored: its id and its character.
struct StoredPost {
  let id: Int
  let characterID: Int
}
