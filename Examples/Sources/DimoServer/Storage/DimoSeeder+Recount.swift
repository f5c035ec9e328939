import DimoDomain
import SQLKit

extension DimoSeeder {
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
}
