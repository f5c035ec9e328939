import DimoAPI
import DimoDomain
import SQLKit

/// A user's recent searches and recently seen characters: de-duplicated, the newest first, at
/// most ``DimoRules/recentListLimit`` each — per user (the original trimmed the whole table).
enum RecentQueries {
  /// The user's searches, newest first.
  static func searches(_ db: any SQLDatabase, userNo: Int, userID: String) async throws
    -> [SavedSearchRow]
  {
    try await db.raw(
      """
      SELECT search_id, content FROM search_list WHERE user_no = \(bind: userNo)
      ORDER BY search_id DESC
      """
    ).all().map {
      SavedSearchRow(
        searchID: try $0.int("search_id"), userID: userID, content: try $0.string("content"))
    }
  }

  /// Saves a keyword as the newest (moving it up when saved before) and keeps the newest five.
  /// - Returns: true when it was saved before.
  static func saveSearch(_ db: any SQLDatabase, userNo: Int, content: String) async throws -> Bool {
    try await UserQueries.lock(db, userNo: userNo)
    let existed =
      try await db.raw(
        """
        DELETE FROM search_list WHERE user_no = \(bind: userNo) AND content = \(bind: content)
        RETURNING search_id
        """
      ).first() != nil
    try await db.raw(
      "INSERT INTO search_list (user_no, content) VALUES (\(bind: userNo), \(bind: content))"
    ).run()
    try await trim("search_list", "search_id", db, userNo: userNo)
    return existed
  }

  /// Deletes one keyword; false when it was not saved.
  static func deleteSearch(_ db: any SQLDatabase, userNo: Int, content: String) async throws
    -> Bool
  {
    try await db.raw(
      """
      DELETE FROM search_list WHERE user_no = \(bind: userNo) AND content = \(bind: content)
      RETURNING search_id
      """
    ).first() != nil
  }

  /// The user's recently seen characters, newest first.
  static func seen(_ db: any SQLDatabase, paths: ImagePaths, userNo: Int, userID: String)
    async throws -> [SeenCharacterRow]
  {
    try await db.raw(
      """
      SELECT s.recent_chr_list_id, c.character_id, c.anime_id, c.character_img, c.character_name,
        a.title,
        CASE WHEN EXISTS (SELECT 1 FROM anime_character_vote v
          WHERE v.character_id = c.character_id AND v.user_no = \(bind: userNo)) THEN 1 ELSE 0 END
          AS is_voted
      FROM recent_chr_list s
      JOIN anime_character c ON c.character_id = s.character_id
      JOIN anime_contents a ON a.anime_id = c.anime_id
      WHERE s.user_no = \(bind: userNo)
      ORDER BY s.recent_chr_list_id DESC
      """
    ).all().map { row in
      SeenCharacterRow(
        animeID: try row.int("anime_id"), recentChrListID: try row.int("recent_chr_list_id"),
        userID: userID, characterID: "\(try row.int("character_id"))",
        characterImg: paths.image(try row.string("character_img")),
        characterName: try row.string("character_name"), title: try row.string("title"),
        isVoted: try row.int("is_voted"))
    }
  }

  /// Saves a character as the newest seen (moving it up when saved before) and keeps the
  /// newest five.
  /// - Returns: true when it was saved before.
  static func saveSeen(_ db: any SQLDatabase, userNo: Int, characterID: Int) async throws -> Bool {
    try await UserQueries.lock(db, userNo: userNo)
    let existed =
      try await db.raw(
        """
        DELETE FROM recent_chr_list
        WHERE user_no = \(bind: userNo) AND character_id = \(bind: characterID)
        RETURNING recent_chr_list_id
        """
      ).first() != nil
    try await db.raw(
      """
      INSERT INTO recent_chr_list (user_no, character_id)
      VALUES (\(bind: userNo), \(bind: characterID))
      """
    ).run()
    try await trim("recent_chr_list", "recent_chr_list_id", db, userNo: userNo)
    return existed
  }

  /// Deletes one seen character; false when it was not in the list.
  static func deleteSeen(_ db: any SQLDatabase, userNo: Int, characterID: Int) async throws
    -> Bool
  {
    try await db.raw(
      """
      DELETE FROM recent_chr_list
      WHERE user_no = \(bind: userNo) AND character_id = \(bind: characterID)
      RETURNING recent_chr_list_id
      """
    ).first() != nil
  }

  /// Deletes every row of the user in `table`.
  static func deleteAll(_ table: String, _ db: any SQLDatabase, userNo: Int) async throws {
    try await db.raw("DELETE FROM \(ident: table) WHERE user_no = \(bind: userNo)").run()
  }

  /// Keeps the user's newest five rows of `table` (by `idColumn`).
  private static func trim(_ table: String, _ idColumn: String, _ db: any SQLDatabase, userNo: Int)
    async throws
  {
    try await db.raw(
      """
      DELETE FROM \(ident: table) WHERE user_no = \(bind: userNo) AND \(ident: idColumn) NOT IN (
        SELECT \(ident: idColumn) FROM \(ident: table) WHERE user_no = \(bind: userNo)
        ORDER BY \(ident: idColumn) DESC LIMIT \(bind: DimoRules.recentListLimit))
      """
    ).run()
  }
}
