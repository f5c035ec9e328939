import CairnNavigation
import DimoDomain

/// Told when a review was saved, in the delegate style of the original DIMO: the flow's
/// parent (or any object) learns the character's id.
@MainActor
public protocol WriteReviewDelegate: AnyObject {
  /// A review of the character `characterID` was saved.
  func writeReview(_ flow: WriteReviewCoordinator, didSaveReviewFor characterID: Int)
}

// snippet: dimo-write-review-flow
/// Writing or editing a review in a full-screen modal. The flow ends with the character's id
/// when the review was saved — its parent can await it (``FlowCoordinator``) or be told by a
/// ``WriteReviewDelegate`` — and ends cancelled on 취소 or when the modal is dismissed.
@MainActor
public final class WriteReviewCoordinator: FlowCoordinator<Int>, WriteReviewCoordinating {
  /// Told of a saved review before the flow finishes (the delegate style).
  public weak var delegate: (any WriteReviewDelegate)?
  private let character: CharacterSummary
  private let review: Review?
  private let dependencies: DimoHomeDependencies

  /// Creates the flow for a new review of `character`, or for editing `review`.
  public init(
    router: Router, character: CharacterSummary, editing review: Review? = nil,
    dependencies: DimoHomeDependencies
  ) {
    self.character = character
    self.review = review
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Presents the modal full screen.
  public override func start() {
    let viewModel = WriteReviewViewModel(
      character: character, editing: review, dependencies: dependencies)
    viewModel.coordinator = self
    router.presentSheet(
      ScreenContent(
        viewModel, name: "WriteReview",
        title: review == nil ? DimoStrings.writeTitle : DimoStrings.modifyTitle),
      style: .fullScreen)
  }

  /// The review was saved: tell the delegate, then finish with the character's id.
  public func reviewWasSaved(characterID: Int) {
    delegate?.writeReview(self, didSaveReviewFor: characterID)
    finish(with: characterID)
  }

  /// 취소 ends the flow without a result.
  public func writeReviewDidCancel() {
    cancel()
  }
}
// end-snippet
