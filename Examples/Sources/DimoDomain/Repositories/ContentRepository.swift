/// A work's detail and what users did with it.
public protocol ContentRepository: Sendable {
  /// The work's detail (the server counts one more view).
  func fetchDetail(id: Int, type: ContentType) async throws(DimoFailure) -> ContentDetail
  /// The caller's 찜 and grade, and the MBTI lines.
  func fetchReactions(id: Int, type: ContentType) async throws(DimoFailure) -> ContentReactions
  /// 찜s the work, or takes the 찜 back.
  func setLiked(_ isLiked: Bool, id: Int, type: ContentType) async throws(DimoFailure)
  /// Grades the work (a second grade replaces the first).
  func grade(_ grade: ContentGrade, id: Int, type: ContentType) async throws(DimoFailure)
}
