import BookKittyDomain
import CairnPresentation
import Foundation

/// What the history asks of its coordinator.
@MainActor
public protocol QuestionHistoryCoordinating: AnyObject {
  /// Opens a question's detail.
  func showQuestionDetail(id: UUID)
  /// Opens the floating button's menu.
  func showFloatingMenu()
}

/// "QnA 히스토리": the questions, newest first, ten per page, the next page read when the list
/// reaches its end; each page follows the database live.
@MainActor
public final class QuestionHistoryViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// The list reached its end.
    public var loadMore: Signal<Void>
    /// A question was opened.
    public var questionSelected: Signal<UUID>
    /// The floating button (`n`).
    public var menuTapped: Signal<Void>
    /// `r` after a failure.
    public var retry: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, loadMore: Signal<Void> = .never,
      questionSelected: Signal<UUID> = .never, menuTapped: Signal<Void> = .never,
      retry: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.loadMore = loadMore
      self.questionSelected = questionSelected
      self.menuTapped = menuTapped
      self.retry = retry
    }
  }

  /// What the history shows.
  public struct Output {
    /// The questions read so far, or loading / empty ("등록된 질문이 없어요.") / failed.
    public var questions: Driver<Loadable<PagedRows<QuestionRow>>>
    /// The empty state's body.
    public var emptyBody: String
    /// Each cover's state, by URL.
    public var covers: Driver<[String: CoverState]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any QuestionHistoryCoordinating)?

  private let pages: LivePages<QuestionAnswer>
  private let calendar: Calendar
  private let coverLoader: CoverLoader
  private let questions = BehaviorRelay<Loadable<PagedRows<QuestionRow>>>(.loading)
  private let bag = TaskBag()

  /// Creates the view model from the app's dependencies.
  public init(dependencies: BookKittyDependencies) {
    let fetch = FetchQuestionsUseCase(repository: dependencies.questions)
    pages = LivePages(pageSize: ListRules.historyPageSize) { fetch.observe($0) }
    calendar = dependencies.calendar
    coverLoader = CoverLoader(repository: dependencies.covers)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    pages.onChange = { [weak self] in self?.show($0) }
    input.viewDidLoad.observe { [weak self] in self?.pages.start() }.store(in: bag)
    input.loadMore.observe { [weak self] in self?.pages.loadMore() }.store(in: bag)
    input.retry.observe { [weak self] in
      guard let self, questions.value.failure != nil else { return }
      pages.restart()
    }.store(in: bag)
    input.questionSelected.observe { [weak self] in self?.coordinator?.showQuestionDetail(id: $0) }
      .store(in: bag)
    input.menuTapped.observe { [weak self] in self?.coordinator?.showFloatingMenu() }.store(
      in: bag)
    return Output(
      questions: questions.driver, emptyBody: BookKittyStrings.historyEmptyBody,
      covers: coverLoader.covers.driver)
  }

  private func show(_ state: LivePages<QuestionAnswer>.State) {
    switch state {
    case .loading:
      questions.acceptIfChanged(.loading)
    case .failed(let error):
      questions.accept(.failed(LoadFailure(message: BookKittyStrings.loadFailure(error))))
    case .loaded(let items, let isLoadingMore, let hasMore):
      let rows = items.map { QuestionRow($0, calendar: calendar) }
      questions.acceptIfChanged(
        rows.isEmpty && !isLoadingMore
          ? .empty(BookKittyStrings.historyEmptyTitle)
          : .loaded(PagedRows(rows: rows, isLoadingMore: isLoadingMore, hasMore: hasMore)))
      let coverLoader = self.coverLoader
      let urls = rows.flatMap(\.books).compactMap(\.coverURL)
      bag.run { await coverLoader.load(urls) }
    }
  }
}
