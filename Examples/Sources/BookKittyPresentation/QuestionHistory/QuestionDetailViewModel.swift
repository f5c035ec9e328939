import BookKittyDomain
import CairnPresentation
import Foundation

/// What a question's detail asks of its coordinator.
@MainActor
public protocol QuestionDetailCoordinating: AnyObject {
  /// Opens a book's detail.
  func showBookDetail(_ book: BookCard)
  /// The question was deleted, or is gone: close the screen.
  func closeQuestionDetail()
  /// Tells the user a change failed.
  func showFailure(_ message: String)
}

/// What a question's detail shows.
public struct QuestionDetailContent: Hashable, Sendable {
  /// "2026년 11월 22일, 당신의 질문".
  public let headline: String
  /// The question.
  public let question: String
  /// The reason text, under "추천해요".
  public let reason: String
  /// The books, owned first.
  public let books: [BookCard]
}

/// A question of the history: the date headline, the question, "추천해요" with the reason and
/// the books, and "삭제", which deletes at once and closes the screen (no confirmation, as in
/// the original). The books' owned tags follow the database.
@MainActor
public final class QuestionDetailViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// A book was opened.
    public var bookSelected: Signal<ISBN>
    /// "삭제".
    public var deleteTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, bookSelected: Signal<ISBN> = .never,
      deleteTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.bookSelected = bookSelected
      self.deleteTapped = deleteTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The question, or loading / failed.
    public var content: Driver<Loadable<QuestionDetailContent>>
    /// Each cover's state, by URL.
    public var covers: Driver<[String: CoverState]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any QuestionDetailCoordinating)?
  /// The question shown.
  public let id: UUID

  private let fetch: FetchQuestionsUseCase
  private let delete: DeleteQuestionUseCase
  private let calendar: Calendar
  private let coverLoader: CoverLoader
  private let content = BehaviorRelay<Loadable<QuestionDetailContent>>(.loading)
  private let bag = TaskBag()
  private var isObserving = false

  /// Creates the detail of the question `id`.
  public init(id: UUID, dependencies: BookKittyDependencies) {
    self.id = id
    fetch = FetchQuestionsUseCase(repository: dependencies.questions)
    delete = DeleteQuestionUseCase(repository: dependencies.questions)
    calendar = dependencies.calendar
    coverLoader = CoverLoader(repository: dependencies.covers)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.observe() }.store(in: bag)
    input.bookSelected.observe { [weak self] isbn in
      guard let self, let book = content.value.value?.books.first(where: { $0.isbn == isbn })
      else { return }
      coordinator?.showBookDetail(book)
    }.store(in: bag)
    input.deleteTapped.observe { [weak self] in self?.deleteQuestion() }.store(in: bag)
    return Output(content: content.driver, covers: coverLoader.covers.driver)
  }

  private func observe() {
    guard !isObserving else { return }
    isObserving = true
    let stream = fetch.observe(id: id)
    bag.run { [weak self] in
      do {
        for try await question in stream {
          self?.show(question)
        }
      } catch {
        self?.content.accept(.failed(LoadFailure(message: BookKittyStrings.loadFailure(error))))
      }
    }
  }

  private func show(_ question: QuestionAnswer?) {
    guard let question else {
      coordinator?.closeQuestionDetail()
      return
    }
    let books = question.books.map(BookCard.init)
    content.acceptIfChanged(
      .loaded(
        QuestionDetailContent(
          headline: BookKittyStrings.questionHeadline(question.createdAt, calendar: calendar),
          question: question.question, reason: question.answer, books: books)))
    let coverLoader = self.coverLoader
    let urls = books.compactMap(\.coverURL)
    bag.run { await coverLoader.load(urls) }
  }

  private func deleteQuestion() {
    let delete = self.delete
    let id = self.id
    weak let coordinator = self.coordinator
    bag.run {
      do throws(BookKittyError) {
        try await delete.execute(id: id)
        coordinator?.closeQuestionDetail()
      } catch {
        coordinator?.showFailure(BookKittyStrings.changeFailure(error))
      }
    }
  }
}
