import SQLKit

/// Hiding and reporting reviews.
enum ModerationQueries {
  /// Hides a review from `viewer`, or every present review of its author.
  static func hide(_ db: any SQLDatabase, viewer: Int, review: ReviewKey, everyReviewOfAuthor: Bool)
    async throws
  {
    if everyReviewOfAuthor {
      try await db.raw(
        """
        INSERT INTO blind_review (user_no, blind_review_id, blind_user_no, character_id)
        SELECT \(bind: viewer), r.review_id, r.user_no, r.character_id FROM character_review r
        WHERE r.user_no = \(bind: review.userNo)
        ON CONFLICT (user_no, blind_review_id) DO NOTHING
        """
      ).run()
    } else {
      try await db.raw(
        """
        INSERT INTO blind_review (user_no, blind_review_id, blind_user_no, character_id)
        VALUES (\(bind: viewer), \(bind: review.reviewID), \(bind: review.userNo),
          \(bind: review.characterID))
        ON CONFLICT (user_no, blind_review_id) DO NOTHING
        """
      ).run()
    }
  }

  /// Records a report; false when the reporter reported this review before.
  static func report(
    _ db: any SQLDatabase, reporter: Int, review: ReviewKey, reason: String, now: Int
  )
    async throws -> Bool
  {
    try await db.raw(
      """
      INSERT INTO report_user (user_no, report_user_no, review_id, report_reason, created_at)
      VALUES (\(bind: reporter), \(bind: review.userNo), \(bind: review.reviewID), \(bind: reason),
        \(bind: now))
      ON CONFLICT (user_no, review_id) DO NOTHING
      RETURNING report_id
      """
    ).first() != nil
  }
}
