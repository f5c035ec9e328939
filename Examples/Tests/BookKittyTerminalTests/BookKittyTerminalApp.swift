import BookKittyData
import BookKittyDomain
import BookKittyPresentation
import BookKittyServer
import BookKittyTerminal
import BookKittyTestSupport
import CairnNavigation
import CairnNetworking
import CairnTerminal
import CairnTerminalTesting
import Foundation

/// BookKitty on a virtual terminal, on real parts: a SQLite file, the book-search server on
/// 127.0.0.1 (searches and covers) and the local model — or a stub recommender, to hold the
/// loading screen or fail.
@MainActor
final class BookKittyTerminalApp {
  let running: RunningBookKittyServer
  let folder: TemporaryFolder
  let store: BookKittyStore
  let navigator = Navigator()
  let screen: TerminalHarness
  private let app: BookKittyAppCoordinator

  /// - Parameters:
  ///   - recommender: the pipeline on the local model unless given.
  ///   - colorMode: the colours the terminal has; covers are pictures only with some.
  init(
    recommender: (any BookRecommender)? = nil, colorMode: ColorMode = .color, width: Int = 90,
    height: Int = 30
  ) async throws {
    running = try await RunningBookKittyServer.start(try BookKittyServer())
    folder = try TemporaryFolder("bookkitty-terminal")
    store = try await BookKittyStore.open(folder: folder.url)
    let search = BookKittyDataFactory.makeSearch(
      serverURL: running.url, retry: RetryInterceptor(policy: RetryPolicy(maxAttempts: 1)))
    let pipeline = RecommendationPipeline(
      model: LocalModel(catalog: running.server.books), search: search,
      configuration: PipelineConfiguration(searchPause: .zero))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .gmt
    let dependencies = BookKittyDependencies(
      books: store, questions: store, search: search,
      covers: try BookKittyDataFactory.makeCovers(
        serverURL: running.url, cacheFolder: folder.subfolder("cache")),
      recommender: recommender ?? pipeline, calendar: calendar)
    app = BookKittyAppCoordinator(router: navigator.router(), dependencies: dependencies)
    navigator.start(app)
    let frontEnd = BookKittyTerminalScreens.frontEnd(for: navigator)
    screen = TerminalHarness(
      frontEnd: frontEnd, width: width, height: height, colorMode: colorMode)
  }

  deinit {
    running.stop()
  }

  /// A catalog book, as the search describes it.
  func book(_ title: String) -> BookInfo? {
    guard let book = running.server.books.first(where: { $0.title == title }),
      let isbn = ISBN(parsing: book.isbn)
    else { return nil }
    return BookInfo(
      isbn: isbn, title: book.title, author: book.authors.joined(separator: ", "),
      publisher: book.publisher, coverURL: "/bookkitty/covers/\(book.cover)",
      description: book.description, price: book.discount, pubDate: book.pubdate)
  }

  /// Saves a question whose answer recommends the catalog books titled `titles`, for the home
  /// screen and the history.
  func saveQuestion(recommending titles: [String], at date: Date = Date()) async throws {
    var books: [BookInfo] = []
    for title in titles {
      guard let book = book(title) else { throw CatalogBookMissing(title: title) }
      books.append(book)
    }
    _ = try await store.saveQuestion(
      id: UUID(), question: "우주와 인류에 대해 알고 싶어요", answer: "이유", books: books, at: date)
  }

  /// Puts the catalog books titled `titles` on the shelf.
  func shelve(_ titles: [String]) async throws {
    for title in titles {
      guard let book = book(title) else { throw CatalogBookMissing(title: title) }
      _ = try await store.saveBook(book, isOwned: true)
    }
  }

  /// Opens the floating menu with `n` and chooses the entry numbered `number`.
  func chooseFromMenu(_ number: Character) async {
    screen.press(.char("n"))
    await screen.waitForText("무엇을 할까요?")
    screen.press(.char(number))
  }
}

/// A title a test asked for is not in the book-search server's catalog.
struct CatalogBookMissing: Error {
  let title: String
}
