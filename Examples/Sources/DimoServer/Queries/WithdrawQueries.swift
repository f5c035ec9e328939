import DimoDomain
import SQLKit

/// Withdrawing an account, in one transaction.
enum WithdrawQueries {
  /// Deletes what was the account's own, keeps its votes, grades and 찜 for the statistics, and
  /// overwrites the account with `알수없음{drop_id}`. Like counters of what it liked go down by
  /// its likes (the original left them up).
  /// - Returns: the profile picture to delete, if any.
  static func withdraw(_ db: any SQLDatabase, user: UserRecord, reason: String, now: Int)
    async throws -> String?
  {
    let userNo = user.userNo
    let dropRow = try await db.raw(
      """
      INSERT INTO drop_reason (drop_reason, created_at) VALUES (\(bind: reason), \(bind: now))
      RETURNING drop_id
      """
    ).first()
    guard let dropID = try dropRow?.int("drop_id") else { throw StoreFailure.noRowReturned }
    try await db.raw(
      """
      UPDATE character_review SET review_like = review_like - 1
      WHERE review_id IN (SELECT review_id FROM review_like WHERE user_no = \(bind: userNo))
      """
    ).run()
    try await db.raw(
      """
      UPDATE review_comment SET comment_like = comment_like - 1
      WHERE comment_id IN (SELECT comment_id FROM comment_like WHERE user_no = \(bind: userNo))
      """
    ).run()
    for table in [
      "blind_review", "review_like", "comment_like", "report_user", "review_comment",
      "character_review", "search_list", "recent_chr_list", "dimo_session", "inquiry",
    ] {
      try await db.raw("DELETE FROM \(ident: table) WHERE user_no = \(bind: userNo)").run()
    }
    try await RateLimitQueries.clear(db, key: RateLimitKey.logins(of: userNo))
    let anonymous = "\(DimoRules.withdrawnPrefix)\(dropID)"
    try await db.raw(
      """
      UPDATE dimo_user SET user_id = \(bind: anonymous), nickname = \(bind: anonymous),
        name = \(bind: DimoRules.withdrawnPrefix), password_hash = NULL, agency = NULL, phone_number = NULL,
        intro = NULL, profile_img = NULL, push_check = 0, locked_until = NULL,
        withdrawn_at = \(bind: now)
      WHERE user_no = \(bind: userNo)
      """
    ).run()
    return user.profileImg
  }
}
