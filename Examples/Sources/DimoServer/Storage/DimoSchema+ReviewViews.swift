extension DimoSchema {
  /// Every statement of version 6: who has viewed which review, so that a review's 조회 counts
  /// each viewer once and never its author (a refresh, or the author's own edit, counted again).
  /// The counts stored before stay as they are.
  static let version6 = [
    """
    CREATE TABLE review_view (
      review_id BIGINT NOT NULL REFERENCES character_review (review_id) ON DELETE CASCADE,
      user_no BIGINT NOT NULL REFERENCES dimo_user (user_no) ON DELETE CASCADE,
      PRIMARY KEY (review_id, user_no)
    )
    """,
    "CREATE INDEX review_view_user ON review_view (user_no)",
  ]
}
