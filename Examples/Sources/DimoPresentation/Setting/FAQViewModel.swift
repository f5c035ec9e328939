import CairnPresentation

/// 자주 묻는 질문: the nine questions in order; choosing one opens or closes its answer.
@MainActor
public final class FAQViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The question at an index was chosen.
    public var questionToggled: Signal<Int>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(questionToggled: Signal<Int> = .never) {
      self.questionToggled = questionToggled
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The questions and answers, in order.
    public var entries: [(question: String, answer: String)]
    /// The indexes of the open answers.
    public var expanded: Driver<Set<Int>>
  }

  private let expanded = BehaviorRelay<Set<Int>>([])
  private let bag = TaskBag()

  /// Creates the view model.
  public init() {}

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    let count = DimoStrings.faq.count
    input.questionToggled.observe { [weak self] index in
      guard let self, (0..<count).contains(index) else { return }
      var open = expanded.value
      if open.remove(index) == nil { open.insert(index) }
      expanded.accept(open)
    }.store(in: bag)
    return Output(entries: DimoStrings.faq, expanded: expanded.driver)
  }
}
