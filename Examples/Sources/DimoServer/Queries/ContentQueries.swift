import DimoAPI
import DimoDomain
import SQLKit

/// The queries on works: the home lists, details and hits. Every one is about one kind of work
/// (`anime_contents.content_type`): an anime home never lists a movie, nor a movie home an anime.
enum ContentQueries {
  private static let animeColumns =
    "a.id, a.anime_id, a.title, a.genre, a.plot, a.poster_img, a.director, a.anime_release, "
    + "a.rate, a.hits"

  /// `LIMIT n`, or nothing for no limit.
  private static func limit(_ count: Int?) -> SQLQueryString {
    guard let count else { return "" }
    return "LIMIT \(bind: count)"
  }

  /// `count` distinct works at random.
  static func represent(
    _ db: any SQLDatabase, paths: ImagePaths, type: ContentType, count: Int
  ) async throws -> [AnimeRow] {
    try await db.raw(
      """
      SELECT \(unsafeRaw: animeColumns) FROM anime_contents a
      WHERE a.content_type = \(bind: type.rawValue) ORDER BY RANDOM() \(limit(count))
      """
    ).all().map { try anime($0, paths: paths) }
  }

  /// Works with a character of type `mbti`, most opened first.
  static func sameMBTIAnime(
    _ db: any SQLDatabase, paths: ImagePaths, type: ContentType, mbti: String, limit count: Int?
  ) async throws -> [AnimeRow] {
    try await db.raw(
      """
      SELECT \(unsafeRaw: animeColumns) FROM anime_contents a
      WHERE a.content_type = \(bind: type.rawValue) AND EXISTS (SELECT 1 FROM anime_character c
        WHERE c.anime_id = a.anime_id AND c.character_mbti = \(bind: mbti))
      ORDER BY a.hits DESC, a.id \(limit(count))
      """
    ).all().map { try anime($0, paths: paths) }
  }

  /// Characters of type `mbti`, most voted first.
  static func sameMBTICharacters(
    _ db: any SQLDatabase, paths: ImagePaths, type: ContentType, mbti: String, limit count: Int?
  ) async throws -> [CharacterCard] {
    try await db.raw(
      """
      SELECT c.character_id, c.anime_id, c.character_img, c.character_name, c.character_mbti,
        a.title
      FROM anime_character c JOIN anime_contents a ON a.anime_id = c.anime_id
      WHERE c.character_mbti = \(bind: mbti) AND a.content_type = \(bind: type.rawValue)
      ORDER BY c.vote_count DESC, c.character_id \(limit(count))
      """
    ).all().map { row in
      CharacterCard(
        characterID: try row.int("character_id"), animeID: try row.int("anime_id"),
        characterImg: paths.image(try row.string("character_img")),
        characterName: try row.string("character_name"),
        characterMBTI: try row.optionalString("character_mbti"), title: try row.string("title"))
    }
  }

  /// Works 찜'd by users of type `mbti`, most 찜'd first (without `id`, as in the original).
  static func recommend(
    _ db: any SQLDatabase, paths: ImagePaths, type: ContentType, mbti: String, limit count: Int?
  ) async throws -> [AnimeRow] {
    try await db.raw(
      """
      SELECT \(unsafeRaw: animeColumns), COUNT(*) AS likes
      FROM dimo_like l
      JOIN dimo_user u ON u.user_no = l.user_no
      JOIN anime_contents a ON a.anime_id = l.content_id
      WHERE l.content_type = \(bind: type.rawValue) AND a.content_type = \(bind: type.rawValue)
        AND u.mbti = \(bind: mbti)
      GROUP BY \(unsafeRaw: animeColumns)
      ORDER BY likes DESC, a.id \(limit(count))
      """
    ).all().map { row in
      var anime = try anime(row, paths: paths)
      anime.id = nil
      return anime
    }
  }

  /// The most opened works.
  static func hits(_ db: any SQLDatabase, paths: ImagePaths, type: ContentType, limit count: Int?)
    async throws -> [AnimeRow]
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: animeColumns) FROM anime_contents a
      WHERE a.content_type = \(bind: type.rawValue) ORDER BY a.hits DESC, a.id \(limit(count))
      """
    ).all().map { try anime($0, paths: paths) }
  }

  /// Counts one more hit of a work of `type` and returns it, or nil when there is no such work.
  static func open(_ db: any SQLDatabase, paths: ImagePaths, type: ContentType, workID: Int)
    async throws -> AnimeRow?
  {
    try await db.raw(
      """
      UPDATE anime_contents SET hits = hits + 1
      WHERE anime_id = \(bind: workID) AND content_type = \(bind: type.rawValue)
      RETURNING id, anime_id, title, genre, plot, poster_img, director, anime_release, rate, hits
      """
    ).first().map { try anime($0, paths: paths) }
  }

  /// True when the catalog has a work of `type` with that id.
  static func workExists(_ db: any SQLDatabase, type: ContentType, workID: Int) async throws
    -> Bool
  {
    try await db.raw(
      """
      SELECT 1 AS one FROM anime_contents
      WHERE anime_id = \(bind: workID) AND content_type = \(bind: type.rawValue)
      """
    ).first() != nil
  }

  /// A work's characters, by id.
  static func characters(_ db: any SQLDatabase, paths: ImagePaths, animeID: Int) async throws
    -> [DetailCharacter]
  {
    try await db.raw(
      """
      SELECT character_id, character_name, character_img, character_mbti FROM anime_character
      WHERE anime_id = \(bind: animeID) ORDER BY character_id
      """
    ).all().map { row in
      DetailCharacter(
        characterID: try row.int("character_id"), characterName: try row.string("character_name"),
        characterImg: paths.image(try row.string("character_img")),
        characterMBTI: try row.optionalString("character_mbti"))
    }
  }

  /// A row of `anime_contents` (the columns of `animeColumns`).
  static func anime(_ row: any SQLRow, paths: ImagePaths) throws -> AnimeRow {
    AnimeRow(
      id: try row.int("id"), animeID: try row.int("anime_id"), title: try row.string("title"),
      genre: try row.string("genre"), plot: try row.string("plot"),
      posterImg: paths.image(try row.string("poster_img")), director: try row.string("director"),
      animeRelease: try row.string("anime_release"), rate: try row.string("rate"),
      hits: try row.int("hits"))
  }
}
