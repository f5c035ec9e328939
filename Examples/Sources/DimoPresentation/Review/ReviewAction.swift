/// What the review detail's "more" sheet offers.
public enum ReviewAction: Hashable, Sendable {
  /// 수정하기 (own review).
  case modify
  /// 삭제하기 (own review).
  case delete
  /// 리뷰 가리기 (others').
  case hide
  /// 작성자의 모든 리뷰 가리기 (others').
  case hideAuthor
  /// 작성자 신고하기 (others').
  case report

  /// The actions of one's own review, or of another user's.
  public static func actions(isOwn: Bool) -> [ReviewAction] {
    isOwn ? [.modify, .delete] : [.hide, .hideAuthor, .report]
  }
}
