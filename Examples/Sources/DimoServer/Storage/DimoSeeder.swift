import DimoDomain
import SQLKit

/// Fills a fresh database with the sample catalog and the sample users' activity, then sets
/// every counter and character MBTI from the rows (the same rules as the endpoints).
struct DimoSeeder {
  let db: any SQLDatabase
  let context: MigrationContext

  /// Rows per multi-row INSERT (PostgreSQL takes at most 65,535 parameters per statement).
  private static let batchSize = 400

  func seed() async throws {
    try await insertCatalog()
    let characters = try await characterIDs()
    let users = try await insertUsers()
    try await insertVotes(users: users, characters: characters)
    let reviews = try await insertReviews(users: users, characters: characters)
    let comments = try await insertComments(users: users, reviews: reviews)
    try await insertLikes(users: users, reviews: reviews, comments: comments)
    try await insertGradesAndContentLikes(users: users)
    try await DimoSeeder.recount(db)
  }

  private func insertCatalog() async throws {
    try await insert(
      "anime_contents",
      ["anime_id", "title", "genre", "plot", "poster_img", "director", "anime_release", "rate"],
      context.catalog.anime.map {
        [
          $0.animeID, $0.title, $0.genre, $0.plot, $0.posterImg, $0.director, $0.animeRelease,
          $0.rate,
        ]
      })
    try await insert(
      "anime_character", ["anime_id", "character_img", "character_name"],
      context.catalog.characters.map { [$0.animeID, $0.characterImg, $0.characterName] })
  }

  /// The stored id of each catalog character id (the catalog's ids are its order).
  private func characterIDs() async throws -> [Int: (id: Int, animeID: Int)] {
    var stored: [String: Int] = [:]
    for row in try await db.raw(
      "SELECT character_id, anime_id, character_name FROM anime_character"
    ).all() {
      let key =
        "\(try row.decode(column: "anime_id", as: Int.self))/"
        + (try row.decode(column: "character_name", as: String.self))
      stored[key] = try row.decode(column: "character_id", as: Int.self)
    }
    var ids: [Int: (id: Int, animeID: Int)] = [:]
    for character in context.catalog.characters {
      guard let id = stored["\(character.animeID)/\(character.characterName)"] else {
        throw DimoResourceError(description: "character \(character.characterID) was not stored")
      }
      ids[character.characterID] = (id, character.animeID)
    }
    return ids
  }

  private func insertUsers() async throws -> [String: (userNo: Int, mbti: String)] {
    try await insert(
      "dimo_user", ["user_id", "name", "nickname", "mbti", "intro", "created_at"],
      context.activity.users.map { user in
        let intro: String? = user.intro.isEmpty ? nil : user.intro
        return [user.userID, user.nickname, user.nickname, user.mbti, intro, context.now]
      })
    var users: [String: (Int, String)] = [:]
    for row in try await db.raw("SELECT user_no, user_id, mbti FROM dimo_user").all() {
      users[try row.decode(column: "user_id", as: String.self)] = (
        try row.decode(column: "user_no", as: Int.self),
        try row.decode(column: "mbti", as: String.self)
      )
    }
    return users
  }

  private func insertVotes(
    users: [String: (userNo: Int, mbti: String)], characters: [Int: (id: Int, animeID: Int)]
  ) async throws {
    var rows: [[(any Encodable & Sendable)?]] = []
    for vote in context.activity.votes {
      guard let user = users[vote.userID], let character = characters[vote.characterID] else {
        throw DimoResourceError(description: "a sample vote refers to an unknown row")
      }
      rows.append([
        character.id, user.userNo, user.mbti, vote.ei, vote.sn, vote.tf, vote.jp,
        character.animeID, vote.ei + vote.sn + vote.tf + vote.jp,
      ])
    }
    try await insert(
      "anime_character_vote",
      [
        "character_id", "user_no", "user_mbti", "energy", "recognization", "prediction",
        "reaction", "content_id", "vote_mbti",
      ], rows)
  }

  /// Inserts the sample reviews with ids of their own (1, 2, … in the sample's order: the
  /// tables are empty in this migration), so that one multi-row INSERT stores them all.
  private func insertReviews(
    users: [String: (userNo: Int, mbti: String)], characters: [Int: (id: Int, animeID: Int)]
  ) async throws -> [Int: (id: Int, characterID: Int)] {
    var reviews: [Int: (Int, Int)] = [:]
    var rows: [[(any Encodable & Sendable)?]] = []
    for (index, review) in context.activity.reviews.enumerated() {
      guard let user = users[review.userID], let character = characters[review.characterID] else {
        throw DimoResourceError(description: "sample review \(review.reviewID) is dangling")
      }
      let id = index + 1
      rows.append([
        id, user.userNo, character.id, review.reviewContent, review.reviewSpoiler, context.now,
      ])
      reviews[review.reviewID] = (id, character.id)
    }
    try await insert(
      "character_review",
      ["review_id", "user_no", "character_id", "review_content", "review_spoiler", "created_at"],
      rows)
    try await continueNumbering("character_review", after: "review_id")
    return reviews
  }

  /// Inserts the sample comments with ids of their own, as ``insertReviews(users:characters:)``.
  private func insertComments(
    users: [String: (userNo: Int, mbti: String)], reviews: [Int: (id: Int, characterID: Int)]
  ) async throws -> [Int: (id: Int, characterID: Int)] {
    var comments: [Int: (Int, Int)] = [:]
    var rows: [[(any Encodable & Sendable)?]] = []
    for (index, comment) in context.activity.comments.enumerated() {
      guard let user = users[comment.userID], let review = reviews[comment.reviewID] else {
        throw DimoResourceError(description: "sample comment \(comment.commentID) is dangling")
      }
      let id = index + 1
      rows.append([
        id, review.id, user.userNo, review.characterID, comment.commentContent,
        comment.commentSpoiler, context.now,
      ])
      comments[comment.commentID] = (id, review.characterID)
    }
    try await insert(
      "review_comment",
      [
        "comment_id", "review_id", "user_no", "character_id", "comment_content",
        "comment_spoiler", "created_at",
      ], rows)
    try await continueNumbering("review_comment", after: "comment_id")
    return comments
  }

  /// Makes the next automatic id of `table` follow the largest stored one. SQLite's
  /// AUTOINCREMENT does so by itself; PostgreSQL's identity sequence must be told.
  private func continueNumbering(_ table: String, after column: String) async throws {
    guard context.engine == .postgres else { return }
    try await db.raw(
      """
      SELECT setval(pg_get_serial_sequence(\(bind: table), \(bind: column)),
        (SELECT MAX(\(ident: column)) FROM \(ident: table)))
      WHERE EXISTS (SELECT 1 FROM \(ident: table))
      """
    ).run()
  }

  private func insertLikes(
    users: [String: (userNo: Int, mbti: String)], reviews: [Int: (id: Int, characterID: Int)],
    comments: [Int: (id: Int, characterID: Int)]
  ) async throws {
    var reviewLikes: [[(any Encodable & Sendable)?]] = []
    var commentLikes: [[(any Encodable & Sendable)?]] = []
    for like in context.activity.likes {
      guard let user = users[like.userID] else {
        throw DimoResourceError(description: "a sample like has an unknown user")
      }
      if like.kind == "review", let review = reviews[like.targetID] {
        reviewLikes.append([review.id, user.userNo, review.characterID])
      } else if like.kind == "comment", let comment = comments[like.targetID] {
        commentLikes.append([comment.id, user.userNo, comment.characterID])
      } else {
        throw DimoResourceError(description: "a sample like has an unknown target")
      }
    }
    try await insert("review_like", ["review_id", "user_no", "character_id"], reviewLikes)
    try await insert("comment_like", ["comment_id", "user_no", "character_id"], commentLikes)
  }

  private func insertGradesAndContentLikes(users: [String: (userNo: Int, mbti: String)])
    async throws
  {
    var grades: [[(any Encodable & Sendable)?]] = []
    for grade in context.activity.grades {
      guard let user = users[grade.userID] else {
        throw DimoResourceError(description: "a sample grade has an unknown user")
      }
      grades.append([user.userNo, grade.animeID, "anime", grade.grade, user.mbti])
    }
    try await insert(
      "dimo_grade", ["user_no", "content_id", "content_type", "grade", "user_mbti"], grades)
    var likes: [[(any Encodable & Sendable)?]] = []
    for like in context.activity.contentLikes {
      guard let user = users[like.userID] else {
        throw DimoResourceError(description: "a sample 찜 has an unknown user")
      }
      likes.append([user.userNo, "anime", like.animeID])
    }
    try await insert("dimo_like", ["user_no", "content_type", "content_id"], likes)
  }

  /// Sets like counters, vote counts and character MBTI from the rows.
  static func recount(_ db: any SQLDatabase) async throws {
    try await db.raw(
      """
      UPDATE character_review SET review_like =
        (SELECT COUNT(*) FROM review_like l WHERE l.review_id = character_review.review_id)
      """
    ).run()
    try await db.raw(
      """
      UPDATE review_comment SET comment_like =
        (SELECT COUNT(*) FROM comment_like l WHERE l.comment_id = review_comment.comment_id)
      """
    ).run()
    try await db.raw(
      """
      UPDATE anime_character SET vote_count = (SELECT COUNT(*) FROM anime_character_vote v
        WHERE v.character_id = anime_character.character_id)
      """
    ).run()
    try await setCharacterMBTIs(db)
  }

  /// Sets every voted character's MBTI from one grouped read of the votes, tallied by the same
  /// ``VoteTally`` as a single vote (`VoteQueries.recomputeMBTI`), written back in batches.
  private static func setCharacterMBTIs(_ db: any SQLDatabase) async throws {
    var tallies: [Int: VoteTally] = [:]
    for row in try await db.raw(
      """
      SELECT character_id, vote_mbti, COUNT(*) AS votes FROM anime_character_vote
      GROUP BY character_id, vote_mbti
      """
    ).all() {
      let text = try row.string("vote_mbti")
      guard let mbti = MBTI(text) else { throw StoreFailure.damagedRow("vote_mbti \(text)") }
      tallies[try row.int("character_id"), default: VoteTally()].add(
        mbti, count: try row.int("votes"))
    }
    let typed = tallies.compactMap { id, tally in tally.mbti.map { (id, $0.description) } }
      .sorted { $0.0 < $1.0 }
    var start = 0
    while start < typed.count {
      let batch = typed[start..<min(start + batchSize, typed.count)]
      var cases = SQLQueryString("")
      for (id, mbti) in batch { cases += " WHEN \(bind: id) THEN \(bind: mbti)" }
      let ids = SQLList(batch.map { SQLBind($0.0) })
      try await db.raw(
        """
        UPDATE anime_character SET character_mbti = CASE character_id\(cases) END
        WHERE character_id IN (\(ids))
        """
      ).run()
      start += batchSize
    }
  }

  /// Inserts `rows` into `table` in batches.
  private func insert(
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
