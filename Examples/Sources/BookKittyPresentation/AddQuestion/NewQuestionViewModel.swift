import BookKittyDomain
import CairnPresentation

/// What the question screen asks of its coordinator.
@MainActor
public protocol NewQuestionCoordinating: AnyObject {
  /// Shows the result of `question` (and removes this screen from the stack).
  func showQuestionResult(for question: String)
  /// The user went back: the flow ends.
  func newQuestionDidCancel()
}

/// The question screen: a text with the "{n} / 100" counter, red at 100 and over, and "질문하기",
/// enabled only for 10 to 100 characters; a question outside that range is refused here, before
/// any request.
@MainActor
public final class NewQuestionViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The text changed.
    public var text: Signal<String>
    /// "질문하기".
    public var submitTapped: Signal<Void>
    /// Back.
    public var backTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      text: Signal<String> = .never, submitTapped: Signal<Void> = .never,
      backTapped: Signal<Void> = .never
    ) {
      self.text = text
      self.submitTapped = submitTapped
      self.backTapped = backTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// "{n} / 100".
    public var counter: Driver<String>
    /// True at 100 characters and over: the counter is red.
    public var isCounterAtLimit: Driver<Bool>
    /// True for 10 to 100 characters.
    public var isSubmitEnabled: Driver<Bool>
    /// Why the question was refused.
    public var message: Signal<String>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any NewQuestionCoordinating)?

  private let text = BehaviorRelay("")
  private let message = PublishRelay<String>()
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.text.observe { [weak self] in self?.text.acceptIfChanged($0) }.store(in: bag)
    input.submitTapped.observe { [weak self] in self?.submit() }.store(in: bag)
    input.backTapped.observe { [weak self] in self?.coordinator?.newQuestionDidCancel() }.store(
      in: bag)
    let count = text.driver.map { QuestionRules.length(of: $0) }
    return Output(
      counter: count.map(BookKittyStrings.questionCounter),
      isCounterAtLimit: count.map { $0 >= QuestionRules.maximumLength },
      isSubmitEnabled: text.driver.map(QuestionRules.isAcceptable),
      message: message.signal)
  }

  private func submit() {
    do throws(QuestionLengthError) {
      coordinator?.showQuestionResult(for: try QuestionRules.validated(text.value))
    } catch {
      message.send(BookKittyStrings.message(for: error))
    }
  }
}
