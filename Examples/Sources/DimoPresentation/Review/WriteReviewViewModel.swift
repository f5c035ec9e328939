import CairnPresentation
import DimoDomain

/// Writing a review (or editing one) in a full-screen modal: 취소 and 등록, the "스포일러 포함"
/// toggle, a placeholder with the character's name; 등록 enables once the text has more than
/// 2 characters (``DimoRules/reviewLength``).
@MainActor
public final class WriteReviewViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The text, on every change.
    public var text: Signal<String>
    /// The spoiler toggle, on every change.
    public var isSpoiler: Signal<Bool>
    /// 등록.
    public var submitTapped: Signal<Void>
    /// 취소.
    public var cancelTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      text: Signal<String> = .never, isSpoiler: Signal<Bool> = .never,
      submitTapped: Signal<Void> = .never, cancelTapped: Signal<Void> = .never
    ) {
      self.text = text
      self.isSpoiler = isSpoiler
      self.submitTapped = submitTapped
      self.cancelTapped = cancelTapped
    }
  }

  /// What the modal shows.
  public struct Output {
    /// "리뷰 작성" or "리뷰 수정".
    public var title: String
    /// "{name}에 대한 생각을 자유롭게 남겨 주세요".
    public var placeholder: String
    /// The draft to start from (the review's text when editing).
    public var initialDraft: ReviewDraft
    /// True when 등록 can be pressed.
    public var isSubmitEnabled: Driver<Bool>
    /// True while saving.
    public var isSending: Driver<Bool>
    /// One-shot messages (a refusal).
    public var message: Signal<String>
  }

  /// The coordinator.
  public weak var coordinator: (any WriteReviewCoordinating)?
  /// The character the review is about.
  public let character: CharacterSummary
  /// The review being edited, or nil for a new one.
  public let editedReview: Review?

  private let reviews: any ReviewRepository
  private let draft: BehaviorRelay<ReviewDraft>
  private let isSending = BehaviorRelay(false)
  private let isSubmitEnabled = BehaviorRelay(false)
  private let message = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the modal for a new review of `character`, or for editing `review`.
  public init(
    character: CharacterSummary, editing review: Review? = nil,
    dependencies: DimoHomeDependencies
  ) {
    self.character = character
    editedReview = review
    reviews = dependencies.reviews
    draft = BehaviorRelay(
      ReviewDraft(text: review?.content ?? "", isSpoiler: review?.isSpoiler ?? false))
  }

  /// Binds the modal's events.
  public func transform(_ input: Input) -> Output {
    input.text.observe { [weak self] in
      self?.draft.value.text = $0
      self?.updateSubmit()
    }.store(in: bag)
    input.isSpoiler.observe { [weak self] in self?.draft.value.isSpoiler = $0 }.store(in: bag)
    updateSubmit()
    input.submitTapped.observe { [weak self] in self?.submit() }.store(in: bag)
    input.cancelTapped.observe { [weak self] in self?.cancel() }.store(in: bag)
    return Output(
      title: editedReview == nil ? DimoStrings.writeTitle : DimoStrings.modifyTitle,
      placeholder: DimoStrings.reviewPlaceholder(character.name), initialDraft: self.draft.value,
      isSubmitEnabled: isSubmitEnabled.driver, isSending: isSending.driver,
      message: message.signal)
  }

  /// 취소: at once when nothing was typed, else once the user agreed to lose the text.
  private func cancel() {
    let initial = ReviewDraft(
      text: editedReview?.content ?? "", isSpoiler: editedReview?.isSpoiler ?? false)
    let current = draft.value
    let isUntouched =
      current.text.trimmingCharacters(in: .whitespacesAndNewlines)
      == initial.text.trimmingCharacters(in: .whitespacesAndNewlines)
      && current.isSpoiler == initial.isSpoiler
    guard !isUntouched else {
      coordinator?.writeReviewDidCancel()
      return
    }
    bag.run { [weak self] in
      guard let coordinator = self?.coordinator, await coordinator.confirmDiscard() else { return }
      self?.coordinator?.writeReviewDidCancel()
    }
  }

  private func updateSubmit() {
    isSubmitEnabled.acceptIfChanged(draft.value.isSendable && !isSending.value)
  }

  private func submit() {
    let current = draft.value
    guard current.isSendable, !isSending.value else { return }
    isSending.accept(true)
    updateSubmit()
    let (reviews, characterID, edited) = (self.reviews, character.id, editedReview)
    bag.run { [weak self] in
      do throws(DimoFailure) {
        if let edited {
          try await reviews.modifyReview(id: edited.id, characterID: characterID, draft: current)
        } else {
          _ = try await reviews.writeReview(characterID: characterID, draft: current)
        }
        self?.finishSending()
        self?.coordinator?.reviewWasSaved(characterID: characterID)
      } catch {
        self?.finishSending()
        guard error != .cancelled else { return }
        self?.message.send(DimoStrings.message(for: error))
      }
    }
  }

  private func finishSending() {
    isSending.accept(false)
    updateSubmit()
  }
}
