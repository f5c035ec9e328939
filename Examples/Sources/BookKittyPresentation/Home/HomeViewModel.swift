import BookKittyDomain
import CairnPresentation

/// What Home asks of its coordinator.
@MainActor
public protocol HomeCoordinating: AnyObject {
  /// Opens a book's detail.
  func showBookDetail(_ book: BookCard)
  /// Opens the floating button's menu.
  func showFloatingMenu()
}

/// Home: the recently recommended books — at most five different books from the twenty newest
/// question–book links — each with its owned tag. The list follows the database live (the
/// original reloaded on every appearance).
@MainActor
public final class HomeViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// A book was opened.
    public var bookSelected: Signal<ISBN>
    /// The floating button (`n`).
    public var menuTapped: Signal<Void>
    /// `r` after a failure.
    public var retry: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, bookSelected: Signal<ISBN> = .never,
      menuTapped: Signal<Void> = .never, retry: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.bookSelected = bookSelected
      self.menuTapped = menuTapped
      self.retry = retry
    }
  }

  /// What Home shows.
  public struct Output {
    /// The books, or loading / empty / failed.
    public var books: Driver<Loadable<[BookCard]>>
    /// Each cover's state, by URL.
    public var covers: Driver<[String: CoverState]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any HomeCoordinating)?

  private let fetchBooks: FetchBooksUseCase
  private let coverLoader: CoverLoader
  private let books = BehaviorRelay<Loadable<[BookCard]>>(.loading)
  private let bag = TaskBag()
  private var isObserving = false

  /// Creates the view model from the app's dependencies.
  public init(dependencies: BookKittyDependencies) {
    fetchBooks = FetchBooksUseCase(repository: dependencies.books)
    coverLoader = CoverLoader(repository: dependencies.covers)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.retry).observe { [weak self] in
      self?.observe()
    }.store(in: bag)
    input.bookSelected.observe { [weak self] isbn in
      guard let self, let book = books.value.value?.first(where: { $0.isbn == isbn }) else {
        return
      }
      coordinator?.showBookDetail(book)
    }.store(in: bag)
    input.menuTapped.observe { [weak self] in self?.coordinator?.showFloatingMenu() }.store(
      in: bag)
    return Output(books: books.driver, covers: coverLoader.covers.driver)
  }

  private func observe() {
    guard !isObserving else { return }
    isObserving = true
    books.acceptIfChanged(.loading)
    let stream = fetchBooks.observeRecentBooks()
    bag.run { [weak self] in
      do {
        for try await list in stream {
          self?.show(list.map(BookCard.init))
        }
      } catch {
        self?.fail(error)
      }
    }
  }

  private func show(_ cards: [BookCard]) {
    books.acceptIfChanged(.items(cards, emptyMessage: BookKittyStrings.homeEmpty))
    let coverLoader = self.coverLoader
    let urls = cards.compactMap(\.coverURL)
    bag.run { await coverLoader.load(urls) }
  }

  private func fail(_ error: any Error) {
    isObserving = false
    guard !Task.isCancelled else { return }
    books.accept(.failed(LoadFailure(message: BookKittyStrings.loadFailure(error))))
  }
}
