import BookKittyDomain
import CairnPresentation

/// What the search by title asks of its coordinator.
@MainActor
public protocol AddBookByTitleCoordinating: AnyObject {
  /// Asks "위 책을 추가하시겠습니까?" for this book.
  func confirmAddingBook(titled title: String) async -> Bool
  /// The book is on the shelf: pop back both screens and end the flow.
  func bookWasAdded()
  /// Shows a failure in the original's popup.
  func showFailure(title: String, body: String)
}

/// The search by title: Enter searches (ten results), "검색 결과가 없습니다." when none; choosing a
/// result asks to confirm, stores the book if it is new and puts it on the shelf — a book kept
/// from a recommendation simply becomes owned, as in the original.
@MainActor
public final class AddBookByTitleViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The search bar's text.
    public var query: Signal<String>
    /// Enter in the search bar.
    public var searchSubmitted: Signal<Void>
    /// A result was chosen.
    public var resultSelected: Signal<ISBN>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      query: Signal<String> = .never, searchSubmitted: Signal<Void> = .never,
      resultSelected: Signal<ISBN> = .never
    ) {
      self.query = query
      self.searchSubmitted = searchSubmitted
      self.resultSelected = resultSelected
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The results, or loading / empty (a hint before the first search, "검색 결과가 없습니다."
    /// after one that found nothing).
    public var results: Driver<Loadable<[BookCard]>>
    /// Each cover's state, by URL.
    public var covers: Driver<[String: CoverState]>
    /// True while a chosen book is being added.
    public var isAdding: Driver<Bool>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any AddBookByTitleCoordinating)?

  private let search: SearchBooksUseCase
  private let add: AddBookToLibraryUseCase
  private let coverLoader: CoverLoader
  private let results = BehaviorRelay<Loadable<[BookCard]>>(.empty(BookKittyStrings.searchHint))
  private let isAdding = BehaviorRelay(false)
  private let bag = TaskBag()
  private var query = ""
  private var found: [BookInfo] = []
  private var searchNumber = 0

  /// Creates the view model from the app's dependencies.
  public init(dependencies: BookKittyDependencies) {
    search = SearchBooksUseCase(repository: dependencies.search)
    add = AddBookToLibraryUseCase(repository: dependencies.books)
    coverLoader = CoverLoader(repository: dependencies.covers)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.query.observe { [weak self] in self?.query = $0 }.store(in: bag)
    input.searchSubmitted.observe { [weak self] in self?.runSearch() }.store(in: bag)
    input.resultSelected.observe { [weak self] in self?.choose($0) }.store(in: bag)
    return Output(
      results: results.driver, covers: coverLoader.covers.driver, isAdding: isAdding.driver)
  }

  private func runSearch() {
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    searchNumber += 1
    let number = searchNumber
    results.accept(.loading)
    let search = self.search
    bag.run { [weak self] in
      do throws(BookKittyError) {
        let books = try await search.execute(title: text)
        self?.show(books, number: number)
      } catch {
        self?.fail(error, number: number)
      }
    }
  }

  private func show(_ books: [BookInfo], number: Int) {
    guard number == searchNumber else { return }
    found = books
    let cards = books.map { BookCard($0, isOwned: false) }
    results.accept(.items(cards, emptyMessage: BookKittyStrings.noSearchResults))
    let coverLoader = self.coverLoader
    let urls = cards.compactMap(\.coverURL)
    bag.run { await coverLoader.load(urls) }
  }

  private func fail(_ error: BookKittyError, number: Int) {
    guard number == searchNumber, let popup = BookKittyStrings.popup(for: error) else { return }
    results.accept(.failed(LoadFailure(message: popup.body)))
    coordinator?.showFailure(title: popup.title, body: popup.body)
  }

  private func choose(_ isbn: ISBN) {
    guard !isAdding.value, let book = found.first(where: { $0.isbn == isbn }) else { return }
    isAdding.accept(true)
    let add = self.add
    weak let coordinator = self.coordinator
    bag.run { [weak self] in
      defer { self?.isAdding.accept(false) }
      guard await coordinator?.confirmAddingBook(titled: book.title) == true else { return }
      do throws(BookKittyError) {
        _ = try await add.execute(book)
        coordinator?.bookWasAdded()
      } catch {
        if let popup = BookKittyStrings.popup(for: error) {
          coordinator?.showFailure(title: popup.title, body: popup.body)
        }
      }
    }
  }
}
