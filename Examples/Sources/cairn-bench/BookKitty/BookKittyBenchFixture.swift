import BookKittyAPI
import BookKittyData
import BookKittyDomain
import BookKittyServer
import CairnNetworking
import Foundation
import Hummingbird

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the BookKitty benchmarks share: the book-search server with its 416-book catalog, and
/// beside it a Hummingbird route answering the bytes of one real search answer of the median
/// size — with no search behind it — both on 127.0.0.1 in this process.
@MainActor
final class BookKittyBenchFixture {
  /// The book search.
  let search: RunningBookKittyServer
  /// `GET /bookkitty/v1/search/book.json` answering fixed bytes, whatever the query.
  let fixed: RunningServer
  /// The fixed answer's bytes: of the real answers to ``sampleQueries``, the one of median size.
  let fixedBytes: Data

  private static var shared: BookKittyBenchFixture?

  private init(search: RunningBookKittyServer, fixed: RunningServer, fixedBytes: Data) {
    self.search = search
    self.fixed = fixed
    self.fixedBytes = fixedBytes
  }

  /// The fixture, started on first use and kept until the process exits.
  static func make() async throws -> BookKittyBenchFixture {
    if let shared { return shared }
    let search = try await RunningBookKittyServer.start(try BookKittyServer())
    var answers: [Data] = []
    for query in sampleQueries(search.server.books) {
      var components = URLComponents(
        url: search.url.appending(path: "bookkitty/v1/search/book.json"),
        resolvingAgainstBaseURL: false)
      components?.queryItems = [URLQueryItem(name: "query", value: query)]
      guard let url = components?.url else { throw URLError(.badURL) }
      answers.append(try await URLSession.shared.data(from: url).0)
    }
    let sorted = answers.sorted { $0.count < $1.count }
    let bytes = sorted[sorted.count / 2]
    let router = Router()
    let body = [UInt8](bytes)
    router.get("bookkitty/v1/search/book.json") { _, _ -> Response in
      Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
    let fixed = try await RunningServer.start(router: router, name: "bookkitty-fixed")
    let fixture = BookKittyBenchFixture(search: search, fixed: fixed, fixedBytes: bytes)
    shared = fixture
    return fixture
  }

  /// Titles and first authors of the catalog, in turn (every 37th book): queries that find
  /// between one and ten books, as the pipeline's do.
  static func sampleQueries(_ books: [CatalogBook], count: Int = 300) -> [String] {
    guard !books.isEmpty else { return [] }
    return (0..<count).map { index in
      let book = books[(index * 37) % books.count]
      return index.isMultiple(of: 2) ? book.title : book.firstAuthor
    }
  }

  /// The search client, as the app makes it (no retries), on `server`.
  static func client(_ server: URL) -> RemoteBookSearchRepository {
    BookKittyDataFactory.makeSearch(
      serverURL: server, retry: RetryInterceptor(policy: RetryPolicy(maxAttempts: 1)))
  }

  /// Questions a user might ask, each answered from the catalog.
  static let questions = [
    "우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요",
    "불안하고 우울할 때 마음을 다스리는 방법이 궁금해요",
    "투자를 처음 시작하는데 경제 공부는 어떻게 할까요",
    "객체지향 설계를 제대로 배우고 싶어요",
    "조선 시대 역사를 재미있게 읽고 싶어요",
    "좋은 습관을 만들고 꾸준히 지키는 법을 알고 싶어요",
    "인공지능이 어떻게 동작하는지 궁금해요",
    "위로가 되는 따뜻한 소설을 추천해 주세요",
    "대화를 잘하고 사람들과 잘 지내는 방법이 궁금해요",
    "인류의 역사와 미래를 한 번에 이해하고 싶어요",
  ]
}

/// A book search that adds up the wall-clock time during which at least one search is in flight
/// (the pipeline runs a title and an author search at once: their times overlap).
final class TimedSearch: BookSearchRepository, @unchecked Sendable {
  // @unchecked Sendable: every stored property but `inner` is only touched while holding `lock`.
  private let lock = NSLock()
  private let inner: any BookSearchRepository
  private let clock = ContinuousClock()
  private var elapsed = Duration.zero
  private var calls = 0
  private var inFlight = 0
  private var busySince: ContinuousClock.Instant?

  init(_ inner: any BookSearchRepository) {
    self.inner = inner
  }

  /// The time spent in searches so far, and how many there were.
  var totals: (elapsed: Duration, calls: Int) { lock.withLock { (elapsed, calls) } }

  /// Starts the totals again.
  func reset() {
    lock.withLock {
      elapsed = .zero
      calls = 0
    }
  }

  func searchBooks(query: String, display: Int) async throws(BookKittyError) -> [BookInfo] {
    lock.withLock {
      calls += 1
      inFlight += 1
      if inFlight == 1 { busySince = clock.now }
    }
    defer {
      lock.withLock {
        inFlight -= 1
        if inFlight == 0, let since = busySince {
          elapsed += since.duration(to: clock.now)
          busySince = nil
        }
      }
    }
    return try await inner.searchBooks(query: query, display: display)
  }
}
