import DimoDomain

extension DimoSchema {
  /// The first movie id: anime keep the ids below it (their `anime_id`s), movies take the ids
  /// from it on, so that an id names one work whichever its kind.
  static let firstMovieID = 1_000_000

  /// `'anime', 'movie'`: the kinds of work, for CHECK constraints.
  static let contentTypeList = ContentType.allCases.map { "'\($0.rawValue)'" }
    .joined(separator: ", ")

  /// Every statement of version 3, in order: the works table learns each work's kind (every
  /// work stored so far is an anime) with its id range, an index serves the home lists of one
  /// kind, and the 찜 and grades of movies stored before are deleted — they named TMDB ids, which
  /// this server never knew and which could now name one of its own movies.
  static let version3 = [
    """
    ALTER TABLE anime_contents ADD COLUMN content_type TEXT NOT NULL DEFAULT 'anime'
      CHECK (content_type IN (\(contentTypeList))
        AND (content_type = 'movie') = (anime_id >= \(firstMovieID)))
    """,
    "CREATE INDEX anime_contents_type_hits ON anime_contents (content_type, hits, id)",
    "DELETE FROM dimo_like WHERE content_type = 'movie'",
    "DELETE FROM dimo_grade WHERE content_type = 'movie'",
  ]
}
