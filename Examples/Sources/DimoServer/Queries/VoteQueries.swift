import DimoAPI
import DimoDomain
import SQLKit

/// A character with its work.
struct CharacterRecord: Sendable {
  let characterID: Int
  let animeID: Int
  let title: String
  let characterName: String
  let characterImg: String
  let characterMBTI: String?
}

/// A vote's four letters.
struct StoredVote: Sendable {
  let voteID: Int
  let mbti: MBTI
  let axes: VoteAxes
}

/// The queries on votes and the MBTI they give characters.
enum VoteQueries {
  /// A character and its work.
  static func character(_ db: any SQLDatabase, paths: ImagePaths, characterID: Int) async throws
    -> CharacterRecord?
  {
    guard
      let row = try await db.raw(
        """
        SELECT c.character_id, c.anime_id, a.title, c.character_name, c.character_img,
          c.character_mbti
        FROM anime_character c JOIN anime_contents a ON a.anime_id = c.anime_id
        WHERE c.character_id = \(bind: characterID)
        """
      ).first()
    else { return nil }
    return CharacterRecord(
      characterID: try row.int("character_id"), animeID: try row.int("anime_id"),
      title: try row.string("title"), characterName: try row.string("character_name"),
      characterImg: paths.image(try row.string("character_img")),
      characterMBTI: try row.optionalString("character_mbti"))
  }

  /// The votes on a character, counted.
  static func tally(_ db: any SQLDatabase, characterID: Int) async throws -> VoteTally {
    var tally = VoteTally()
    for row in try await db.raw(
      """
      SELECT vote_mbti, COUNT(*) AS votes FROM anime_character_vote
      WHERE character_id = \(bind: characterID) GROUP BY vote_mbti
      """
    ).all() {
      let text = try row.string("vote_mbti")
      guard let mbti = MBTI(text) else { throw StoreFailure.damagedRow("vote_mbti \(text)") }
      tally.add(mbti, count: try row.int("votes"))
    }
    return tally
  }

  /// The caller's vote on a character.
  static func vote(_ db: any SQLDatabase, userNo: Int, characterID: Int) async throws
    -> StoredVote?
  {
    guard
      let row = try await db.raw(
        """
        SELECT vote_id, vote_mbti, energy, recognization, prediction, reaction
        FROM anime_character_vote
        WHERE user_no = \(bind: userNo) AND character_id = \(bind: characterID)
        """
      ).first()
    else { return nil }
    let text = try row.string("vote_mbti")
    guard let mbti = MBTI(text) else { throw StoreFailure.damagedRow("vote_mbti \(text)") }
    return StoredVote(
      voteID: try row.int("vote_id"), mbti: mbti,
      axes: VoteAxes(
        energy: try row.string("energy"), recognization: try row.string("recognization"),
        prediction: try row.string("prediction"), reaction: try row.string("reaction")))
  }

  /// Stores a vote unless the caller voted on the character before; false then.
  static func insert(
    _ db: any SQLDatabase, userNo: Int, userMBTI: String?, character: CharacterRecord, vote: MBTI
  ) async throws -> Bool {
    try await db.raw(
      """
      INSERT INTO anime_character_vote (character_id, user_no, user_mbti, energy, recognization,
        prediction, reaction, content_id, vote_mbti)
      VALUES (\(bind: character.characterID), \(bind: userNo), \(bindOrNull(userMBTI)),
        \(letters(vote)), \(bind: character.animeID), \(bind: vote.description))
      ON CONFLICT (user_no, character_id) DO NOTHING
      RETURNING vote_id
      """
    ).first() != nil
  }

  /// Replaces the caller's vote; false when there is none.
  static func replace(
    _ db: any SQLDatabase, userNo: Int, userMBTI: String?, characterID: Int, vote: MBTI
  ) async throws -> Bool {
    let axes = MBTIAxis.allCases.map { String(vote.letter(on: $0)) }
    return try await db.raw(
      """
      UPDATE anime_character_vote SET energy = \(bind: axes[0]), recognization = \(bind: axes[1]),
        prediction = \(bind: axes[2]), reaction = \(bind: axes[3]),
        vote_mbti = \(bind: vote.description), user_mbti = \(bindOrNull(userMBTI))
      WHERE user_no = \(bind: userNo) AND character_id = \(bind: characterID)
      RETURNING vote_id
      """
    ).first() != nil
  }

  /// Counts the character's votes again and stores its vote count and MBTI (the per-axis
  /// majority). The row is locked first, so that on PostgreSQL concurrent votes on one
  /// character take turns and each count, a statement after the lock, sees the votes committed
  /// before it.
  /// - Returns: the tally after the vote.
  @discardableResult
  static func recomputeMBTI(_ db: any SQLDatabase, characterID: Int) async throws -> VoteTally {
    try await db.raw(
      "UPDATE anime_character SET vote_count = vote_count WHERE character_id = \(bind: characterID)"
    ).run()
    let tally = try await tally(db, characterID: characterID)
    try await db.raw(
      """
      UPDATE anime_character SET vote_count = \(bind: tally.total),
        character_mbti = \(bindOrNull(tally.mbti?.description))
      WHERE character_id = \(bind: characterID)
      """
    ).run()
    return tally
  }

  private static func letters(_ vote: MBTI) -> SQLQueryString {
    let axes = MBTIAxis.allCases.map { String(vote.letter(on: $0)) }
    return "\(bind: axes[0]), \(bind: axes[1]), \(bind: axes[2]), \(bind: axes[3])"
  }
}
