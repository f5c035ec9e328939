import DimoDomain

/// What the review detail asks of its coordinator.
@MainActor
public protocol ReviewDetailCoordinating: AnyObject {
  /// The "더보기" sheet; nil when dismissed.
  func chooseAction(isOwn: Bool) async -> ReviewAction?
  /// An alert with 아니요 and a destructive button; true when confirmed.
  func confirm(title: String, message: String, button: String) async -> Bool
  /// A comment's "더보기" sheet (삭제하기); true when chosen.
  func chooseCommentDelete() async -> Bool
  /// Edits the review in the write modal; true when saved.
  func modify(_ review: Review, character: CharacterSummary) async -> Bool
  /// Opens the report screen.
  func showReport(reviewID: Int)
  /// The review is gone (deleted or hidden): pop and let the feed reload.
  func reviewDidDisappear()
  /// The review changed (edited): the feed below reloads.
  func reviewDidChange()
  /// Another user's profile (a commenter's, the review's author's), on this stack.
  func showProfile(userID: String, nickname: String)
}
