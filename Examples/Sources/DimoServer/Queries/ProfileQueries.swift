import DimoAPI
import SQLKit

/// The lists of a profile: 찜, reviews, comments, votes — anyone's, for anyone.
enum ProfileQueries {
  /// The anime the user 찜'd, newest first.
  static func likedAnime(_ db: any SQLDatabase, paths: ImagePaths, userNo: Int) async throws
    -> [LikedAnimeRow]
  {
    try await liked("anime", db, paths: paths, userNo: userNo).map {
      LikedAnimeRow(animeID: $0.id, posterImg: $0.poster, title: $0.title, likeID: $0.likeID)
    }
  }

  /// The movies the user 찜'd, newest first, with their titles and posters.
  static func likedMovies(_ db: any SQLDatabase, paths: ImagePaths, userNo: Int) async throws
    -> [LikedMovieRow]
  {
    try await liked("movie", db, paths: paths, userNo: userNo).map {
      LikedMovieRow(
        contentID: $0.id, title: $0.title, posterImg: $0.poster, likeID: $0.likeID)
    }
  }

  /// The works of `contentType` (`anime` or `movie`) the user 찜'd, newest first.
  private static func liked(
    _ contentType: String, _ db: any SQLDatabase, paths: ImagePaths, userNo: Int
  ) async throws -> [(id: Int, poster: String, title: String, likeID: Int)] {
    try await db.raw(
      """
      SELECT l.like_id, l.content_id, a.poster_img, a.title FROM dimo_like l
      JOIN anime_contents a ON a.anime_id = l.content_id
      WHERE l.user_no = \(bind: userNo) AND l.content_type = \(bind: contentType)
        AND a.content_type = \(bind: contentType)
      ORDER BY l.like_id DESC
      """
    ).all().map {
      (
        id: try $0.int("content_id"), poster: paths.image(try $0.string("poster_img")),
        title: try $0.string("title"), likeID: try $0.int("like_id")
      )
    }
  }

  private static let postedOnColumns =
    "a.title, a.anime_id, ch.character_img, ch.character_name, ch.character_mbti"

  private static func postedOn(_ row: any SQLRow, paths: ImagePaths) throws -> PostedOn {
    PostedOn(
      title: try row.string("title"), animeID: try row.int("anime_id"),
      characterImg: paths.image(try row.string("character_img")),
      characterName: try row.string("character_name"),
      characterMBTI: try row.optionalString("character_mbti"))
  }

  /// The user's reviews, newest first.
  static func reviews(_ db: any SQLDatabase, paths: ImagePaths, userNo: Int, userID: String)
    async throws -> [MyReviewRow]
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: postedOnColumns), r.review_id, r.character_id, r.review_content,
        r.review_like, r.review_hits, r.review_spoiler
      FROM character_review r
      JOIN anime_character ch ON ch.character_id = r.character_id
      JOIN anime_contents a ON a.anime_id = ch.anime_id
      WHERE r.user_no = \(bind: userNo) ORDER BY r.review_id DESC
      """
    ).all().map { row in
      MyReviewRow(
        on: try postedOn(row, paths: paths), reviewID: try row.int("review_id"), userID: userID,
        characterID: try row.int("character_id"), reviewContent: try row.string("review_content"),
        reviewLike: try row.int("review_like"), reviewHits: try row.int("review_hits"),
        reviewSpoiler: try row.int("review_spoiler"))
    }
  }

  /// The user's comments, newest first.
  static func comments(_ db: any SQLDatabase, paths: ImagePaths, userNo: Int, userID: String)
    async throws -> [MyCommentRow]
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: postedOnColumns), c.comment_id, c.review_id, c.comment_like,
        c.comment_content, c.comment_spoiler, c.character_id
      FROM review_comment c
      JOIN anime_character ch ON ch.character_id = c.character_id
      JOIN anime_contents a ON a.anime_id = ch.anime_id
      WHERE c.user_no = \(bind: userNo) ORDER BY c.comment_id DESC
      """
    ).all().map { row in
      MyCommentRow(
        on: try postedOn(row, paths: paths), commentID: try row.int("comment_id"),
        reviewID: try row.int("review_id"), userID: userID,
        commentLike: try row.int("comment_like"), commentContent: try row.string("comment_content"),
        commentSpoiler: try row.int("comment_spoiler"), characterID: try row.int("character_id"))
    }
  }

  /// The user's votes, newest first.
  static func votes(_ db: any SQLDatabase, paths: ImagePaths, userNo: Int, userID: String)
    async throws -> [VotedCharacterRow]
  {
    try await db.raw(
      """
      SELECT v.vote_id, v.character_id, v.user_mbti, a.title, v.energy, v.recognization,
        v.prediction, v.reaction, v.content_id, ch.character_img, ch.character_name,
        ch.character_mbti
      FROM anime_character_vote v
      JOIN anime_character ch ON ch.character_id = v.character_id
      JOIN anime_contents a ON a.anime_id = ch.anime_id
      WHERE v.user_no = \(bind: userNo) ORDER BY v.vote_id DESC
      """
    ).all().map { row in
      VotedCharacterRow(
        voteID: try row.int("vote_id"), characterID: try row.int("character_id"),
        userMBTI: try row.optionalString("user_mbti"), title: try row.string("title"),
        userID: userID,
        axes: VoteAxes(
          energy: try row.string("energy"), recognization: try row.string("recognization"),
          prediction: try row.string("prediction"), reaction: try row.string("reaction")),
        contentID: try row.int("content_id"),
        characterImg: paths.image(try row.string("character_img")),
        characterName: try row.string("character_name"),
        characterMBTI: try row.optionalString("character_mbti"))
    }
  }

  /// Replaces the self-introduction and/or the picture; returns the account afterwards.
  static func setProfile(_ db: any SQLDatabase, userNo: Int, intro: String?, picture: String?)
    async throws
  {
    if let intro {
      try await db.raw(
        """
        UPDATE dimo_user SET intro = \(bindOrNull(intro.isEmpty ? nil : intro))
        WHERE user_no = \(bind: userNo)
        """
      ).run()
    }
    if let picture {
      try await db.raw(
        "UPDATE dimo_user SET profile_img = \(bind: picture) WHERE user_no = \(bind: userNo)"
      ).run()
    }
  }
}
