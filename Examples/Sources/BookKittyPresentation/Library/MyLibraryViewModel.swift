import BookKittyDomain
import CairnPresentation

/// What the library asks of its coordinator.
@MainActor
public protocol MyLibraryCoordinating: AnyObject {
  /// Opens a book's detail.
  func showBookDetail(_ book: BookCard)
  /// Opens the floating button's menu.
  func showFloatingMenu()
}

/// "나의 책장": the owned books, most recently changed first, twelve per page, the next page
/// read when the grid reaches its end; each page follows the database live.
@MainActor
public final class MyLibraryViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// The grid reached its end.
    public var loadMore: Signal<Void>
    /// A book was opened.
    public var bookSelected: Signal<ISBN>
    /// The floating button (`n`).
    public var menuTapped: Signal<Void>
    /// `r` after a failure.
    public var retry: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, loadMore: Signal<Void> = .never,
      bookSelected: Signal<ISBN> = .never, menuTapped: Signal<Void> = .never,
      retry: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.loadMore = loadMore
      self.bookSelected = bookSelected
      self.menuTapped = menuTapped
      self.retry = retry
    }
  }

  /// What the library shows.
  public struct Output {
    /// The books read so far, or loading / empty ("등록된 책이 없어요.") / failed.
    public var books: Driver<Loadable<PagedRows<BookCard>>>
    /// The empty state's body.
    public var emptyBody: String
    /// Each cover's state, by URL.
    public var covers: Driver<[String: CoverState]>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any MyLibraryCoordinating)?

  private let pages: LivePages<Book>
  private let coverLoader: CoverLoader
  private let books = BehaviorRelay<Loadable<PagedRows<BookCard>>>(.loading)
  private let bag = TaskBag()

  /// Creates the view model from the app's dependencies.
  public init(dependencies: BookKittyDependencies) {
    let fetch = FetchBooksUseCase(repository: dependencies.books)
    pages = LivePages(pageSize: ListRules.libraryPageSize) { fetch.observeOwnedBooks($0) }
    coverLoader = CoverLoader(repository: dependencies.covers)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    pages.onChange = { [weak self] in self?.show($0) }
    input.viewDidLoad.observe { [weak self] in self?.pages.start() }.store(in: bag)
    input.loadMore.observe { [weak self] in self?.pages.loadMore() }.store(in: bag)
    input.retry.observe { [weak self] in
      guard let self, books.value.failure != nil else { return }
      pages.restart()
    }.store(in: bag)
    input.bookSelected.observe { [weak self] isbn in
      guard let self, let book = books.value.value?.rows.first(where: { $0.isbn == isbn }) else {
        return
      }
      coordinator?.showBookDetail(book)
    }.store(in: bag)
    input.menuTapped.observe { [weak self] in self?.coordinator?.showFloatingMenu() }.store(
      in: bag)
    return Output(
      books: books.driver, emptyBody: BookKittyStrings.libraryEmptyBody,
      covers: coverLoader.covers.driver)
  }

  private func show(_ state: LivePages<Book>.State) {
    switch state {
    case .loading:
      books.acceptIfChanged(.loading)
    case .failed(let error):
      books.accept(.failed(LoadFailure(message: BookKittyStrings.loadFailure(error))))
    case .loaded(let items, let isLoadingMore, let hasMore):
      let cards = items.map(BookCard.init)
      books.acceptIfChanged(
        cards.isEmpty && !isLoadingMore
          ? .empty(BookKittyStrings.libraryEmptyTitle)
          : .loaded(PagedRows(rows: cards, isLoadingMore: isLoadingMore, hasMore: hasMore)))
      let coverLoader = self.coverLoader
      let urls = cards.compactMap(\.coverURL)
      bag.run { await coverLoader.load(urls) }
    }
  }
}
