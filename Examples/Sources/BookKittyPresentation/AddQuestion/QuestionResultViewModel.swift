import BookKittyDomain
import CairnPresentation
import Foundation

/// What the result screen asks of its coordinator.
@MainActor
public protocol QuestionResultCoordinating: AnyObject {
  /// Opens a recommended book's detail.
  func showBookDetail(_ book: BookCard)
  /// Shows the failure in the original's popup; confirming it ends the flow.
  func showRecommendationFailure(title: String, body: String)
  /// "답변 확인을 완료합니다": the flow ends.
  func finishAnswer()
}

/// The result of a question: while the pipeline runs, the question and the step it is at; then
/// "책냥이가 위 질문에 대해 다음의 책을 추천합니다.", the books (with their owned tags, live), the
/// reason under "추천해요", and "답변 확인을 완료합니다". A failure — any failure, unlike the
/// original, which hung on some — is shown in a popup and nothing is stored.
@MainActor
public final class QuestionResultViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared: the question is asked once.
    public var viewDidLoad: Signal<Void>
    /// A recommended book was opened.
    public var bookSelected: Signal<ISBN>
    /// "답변 확인을 완료합니다".
    public var doneTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, bookSelected: Signal<ISBN> = .never,
      doneTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.bookSelected = bookSelected
      self.doneTapped = doneTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The question asked.
    public var question: String
    /// Running, answered or failed.
    public var state: Driver<QuestionResultState>
    /// Each cover's state, by URL.
    public var covers: Driver<[String: CoverState]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any QuestionResultCoordinating)?
  /// The question asked.
  public let question: String

  private let ask: AskQuestionUseCase
  private let fetch: FetchQuestionsUseCase
  private let coverLoader: CoverLoader
  private let state: BehaviorRelay<QuestionResultState>

  /// The id of the stored answer once it is shown; nil while it is worked out or after a
  /// failure.
  public var storedAnswerID: UUID? { state.value.content?.id }
  private let bag = TaskBag()
  private var hasAsked = false

  /// Creates the result of `question` (already checked: 10 to 100 characters).
  public init(question: String, dependencies: BookKittyDependencies) {
    self.question = question
    ask = AskQuestionUseCase(
      recommender: dependencies.recommender, books: dependencies.books,
      questions: dependencies.questions, now: dependencies.now)
    fetch = FetchQuestionsUseCase(repository: dependencies.questions)
    coverLoader = CoverLoader(repository: dependencies.covers)
    state = BehaviorRelay(.loading(step: BookKittyStrings.step(.choosingBooks)))
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.askOnce() }.store(in: bag)
    input.bookSelected.observe { [weak self] isbn in
      guard let self, let book = state.value.content?.books.first(where: { $0.isbn == isbn })
      else { return }
      coordinator?.showBookDetail(book)
    }.store(in: bag)
    input.doneTapped.observe { [weak self] in
      guard let self, state.value.content != nil else { return }
      coordinator?.finishAnswer()
    }.store(in: bag)
    return Output(question: question, state: state.driver, covers: coverLoader.covers.driver)
  }

  private func askOnce() {
    guard !hasAsked else { return }
    hasAsked = true
    let ask = self.ask
    let question = self.question
    let steps = AsyncStream<RecommendationStep>.makeStream()
    bag.run { [weak self] in
      for await step in steps.stream {
        self?.showStep(step)
      }
    }
    bag.run { [weak self] in
      do throws(BookKittyError) {
        let saved = try await ask.execute(question) { steps.continuation.yield($0) }
        steps.continuation.finish()
        self?.observe(saved.id)
      } catch {
        steps.continuation.finish()
        self?.fail(error)
      }
    }
  }

  /// A step that arrives after the answer or the failure is not shown.
  private func showStep(_ step: RecommendationStep) {
    guard case .loading = state.value else { return }
    state.accept(.loading(step: BookKittyStrings.step(step)))
  }

  /// Follows the saved question, so that an owned tag changed in a book's detail shows here.
  private func observe(_ id: UUID) {
    let stream = fetch.observe(id: id)
    bag.run { [weak self] in
      do {
        for try await saved in stream {
          guard let saved else { continue }
          self?.show(saved)
        }
      } catch {
        self?.fail(BookKittyError.storage("\(error)"))
      }
    }
  }

  private func show(_ saved: QuestionAnswer) {
    let books = saved.books.map(BookCard.init)
    state.acceptIfChanged(
      .loaded(QuestionResultContent(id: saved.id, books: books, reason: saved.answer)))
    let coverLoader = self.coverLoader
    let urls = books.compactMap(\.coverURL)
    bag.run { await coverLoader.load(urls) }
  }

  private func fail(_ error: BookKittyError) {
    guard let popup = BookKittyStrings.popup(for: error) else { return }
    state.accept(.failed(title: popup.title, body: popup.body))
    coordinator?.showRecommendationFailure(title: popup.title, body: popup.body)
  }
}
