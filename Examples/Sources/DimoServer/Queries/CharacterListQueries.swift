import DimoAPI
import SQLKit

/// The lists of characters on the vote tab: recommendations, searches, a work's cast. They
/// cover anime and movies alike; a search row says which in `category`.
enum CharacterListQueries {
  /// `1` when `viewer` voted on the character `c`, else `0`.
  private static func isVoted(_ viewer: Int) -> SQLQueryString {
    """
    CASE WHEN EXISTS (SELECT 1 FROM anime_character_vote v
      WHERE v.character_id = c.character_id AND v.user_no = \(bind: viewer)) THEN 1 ELSE 0 END
    """
  }

  private static let columns =
    "c.character_id, c.anime_id, c.character_name, c.character_img, c.character_mbti, a.title, "
    + "c.vote_count, a.content_type"

  /// `count` characters at random.
  static func random(_ db: any SQLDatabase, paths: ImagePaths, viewer: Int, count: Int)
    async throws -> [RecommendRow]
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: columns), \(isVoted(viewer)) AS is_vote
      FROM anime_character c JOIN anime_contents a ON a.anime_id = c.anime_id
      ORDER BY RANDOM() LIMIT \(bind: count)
      """
    ).all().map { try recommendRow($0, paths: paths, withCount: false) }
  }

  /// Every voted character, most votes first.
  static func popular(_ db: any SQLDatabase, paths: ImagePaths, viewer: Int) async throws
    -> [RecommendRow]
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: columns), \(isVoted(viewer)) AS is_vote
      FROM anime_character c JOIN anime_contents a ON a.anime_id = c.anime_id
      WHERE c.vote_count > 0
      ORDER BY c.vote_count DESC, c.character_id
      """
    ).all().map { try recommendRow($0, paths: paths, withCount: true) }
  }

  /// Characters whose name contains `text` (case-insensitively), or every character of the
  /// works whose title contains it.
  static func search(
    _ db: any SQLDatabase, paths: ImagePaths, viewer: Int, text: String, byTitle: Bool
  ) async throws -> [SearchRow] {
    let column = byTitle ? "a.title" : "c.character_name"
    return try await db.raw(
      """
      SELECT \(unsafeRaw: columns), \(isVoted(viewer)) AS is_vote
      FROM anime_character c JOIN anime_contents a ON a.anime_id = c.anime_id
      WHERE LOWER(\(unsafeRaw: column)) LIKE \(bind: likePattern(text)) ESCAPE '\\'
      ORDER BY c.anime_id, c.character_id
      """
    ).all().map { try searchRow($0, paths: paths) }
  }

  /// Every character of the work of character `characterID` (that one included).
  static func cast(_ db: any SQLDatabase, paths: ImagePaths, viewer: Int, characterID: Int)
    async throws -> [SearchRow]
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: columns), \(isVoted(viewer)) AS is_vote
      FROM anime_character c JOIN anime_contents a ON a.anime_id = c.anime_id
      WHERE c.anime_id = (SELECT anime_id FROM anime_character WHERE character_id = \(bind: characterID))
      ORDER BY c.character_id
      """
    ).all().map { try searchRow($0, paths: paths) }
  }

  /// `%text%` in lower case, with `\`, `%` and `_` escaped so that they match themselves.
  static func likePattern(_ text: String) -> String {
    var escaped = ""
    for character in text.lowercased() {
      if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
      escaped.append(character)
    }
    return "%\(escaped)%"
  }

  private static func recommendRow(_ row: any SQLRow, paths: ImagePaths, withCount: Bool) throws
    -> RecommendRow
  {
    RecommendRow(
      characterID: try row.int("character_id"), animeID: try row.int("anime_id"),
      characterName: try row.string("character_name"),
      characterImg: paths.image(try row.string("character_img")),
      characterMBTI: try row.optionalString("character_mbti"), title: try row.string("title"),
      isVote: try row.int("is_vote"), count: withCount ? try row.int("vote_count") : nil)
  }

  private static func searchRow(_ row: any SQLRow, paths: ImagePaths) throws -> SearchRow {
    SearchRow(
      characterID: try row.int("character_id"), animeID: try row.int("anime_id"),
      characterImg: paths.image(try row.string("character_img")),
      characterName: try row.string("character_name"),
      characterMBTI: try row.optionalString("character_mbti"), title: try row.string("title"),
      isVote: try row.int("is_vote"), category: try row.string("content_type"))
  }
}
