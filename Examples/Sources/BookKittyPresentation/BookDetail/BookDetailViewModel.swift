import BookKittyDomain
import CairnPresentation

/// What a book's detail asks of its coordinator.
@MainActor
public protocol BookDetailCoordinating: AnyObject {
  /// Asks to confirm putting the book on the shelf (`isOwned`) or taking it off.
  func confirmOwnershipChange(of title: String, toOwned isOwned: Bool) async -> Bool
  /// The owned state changed: pop the screen.
  func ownershipDidChange()
  /// Tells the user a change failed.
  func showFailure(_ message: String)
}

/// A book's detail: "책 정보" (cover, title, author, publication day, ISBN, price) and "책 소개",
/// with the right bar button "등록" or "삭제", which asks to confirm, changes the owned state
/// and pops the screen.
@MainActor
public final class BookDetailViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// The right bar button ("등록" / "삭제").
    public var toggleTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(viewDidLoad: Signal<Void> = .never, toggleTapped: Signal<Void> = .never) {
      self.viewDidLoad = viewDidLoad
      self.toggleTapped = toggleTapped
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The book, or loading / failed.
    public var content: Driver<Loadable<BookDetailContent>>
    /// Each cover's state, by URL.
    public var covers: Driver<[String: CoverState]>
    /// True while the change is asked for and saved.
    public var isChanging: Driver<Bool>
  }

  /// The coordinator that navigates for this screen.
  public weak var coordinator: (any BookDetailCoordinating)?
  /// The book shown.
  public let isbn: ISBN

  private let fetch: FetchBooksUseCase
  private let changeOwnership: ChangeOwnershipUseCase
  private let coverLoader: CoverLoader
  private let content = BehaviorRelay<Loadable<BookDetailContent>>(.loading)
  private let isChanging = BehaviorRelay(false)
  /// True while the confirmation waits for the user (a second press asks nothing more).
  private var isAsking = false
  private let bag = TaskBag()
  private var isObserving = false

  /// Creates the detail of the book with this ISBN.
  public init(isbn: ISBN, dependencies: BookKittyDependencies) {
    self.isbn = isbn
    fetch = FetchBooksUseCase(repository: dependencies.books)
    changeOwnership = ChangeOwnershipUseCase(repository: dependencies.books)
    coverLoader = CoverLoader(repository: dependencies.covers)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    input.viewDidLoad.observe { [weak self] in self?.observe() }.store(in: bag)
    input.toggleTapped.observe { [weak self] in self?.toggle() }.store(in: bag)
    return Output(
      content: content.driver, covers: coverLoader.covers.driver, isChanging: isChanging.driver)
  }

  private func observe() {
    guard !isObserving else { return }
    isObserving = true
    let stream = fetch.observeBook(isbn: isbn)
    bag.run { [weak self] in
      do {
        for try await book in stream {
          self?.show(book)
        }
      } catch {
        self?.content.accept(.failed(LoadFailure(message: BookKittyStrings.loadFailure(error))))
      }
    }
  }

  private func show(_ book: Book?) {
    guard let book else {
      content.accept(.empty(BookKittyStrings.bookMissing))
      return
    }
    content.acceptIfChanged(.loaded(BookDetailContent(book)))
    let coverLoader = self.coverLoader
    let urls = book.info.coverURL.map { [$0] } ?? []
    bag.run { await coverLoader.load(urls) }
  }

  private func toggle() {
    guard let shown = content.value.value, !isChanging.value, !isAsking else { return }
    isAsking = true
    let change = changeOwnership
    let isbn = self.isbn
    let toOwned = !shown.card.isOwned
    weak let coordinator = self.coordinator
    bag.run { [weak self] in
      // Busy (the spinner) only once the user said yes: not while the dialog waits for them.
      let isConfirmed =
        await coordinator?.confirmOwnershipChange(of: shown.card.title, toOwned: toOwned) == true
      self?.isAsking = false
      guard isConfirmed else { return }
      self?.isChanging.accept(true)
      defer { self?.isChanging.accept(false) }
      do throws(BookKittyError) {
        _ = try await change.execute(isbn: isbn, isOwned: toOwned)
        coordinator?.ownershipDidChange()
      } catch {
        coordinator?.showFailure(BookKittyStrings.changeFailure(error))
      }
    }
  }
}
