/// What the write / modify review modal asks of its coordinator.
@MainActor
public protocol WriteReviewCoordinating: AnyObject {
  /// The review was saved: the character's id goes back to whoever opened the modal.
  func reviewWasSaved(characterID: Int)
  /// 취소.
  func writeReviewDidCancel()
  /// Asks before 취소 throws away what was typed; true to throw it away.
  func confirmDiscard() async -> Bool
}
