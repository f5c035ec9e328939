import BookKittyDomain
import CairnPresentation

/// A list read a page at a time (SQL's `LIMIT` and `OFFSET`, through the repository), each
/// loaded page observed live: a change anywhere updates the pages it touches, and the next page
/// is read when the screen reaches the end ("offset += fetched count", as the original's infinite
/// scroll).
///
/// Its tasks belong to its own bag: they end when the view model that owns it goes.
@MainActor
final class LivePages<Item: Sendable & Identifiable> where Item.ID: Sendable {
  /// The state of the list.
  enum State {
    /// The first page is being read.
    case loading
    /// The pages read so far.
    case loaded(items: [Item], isLoadingMore: Bool, hasMore: Bool)
    /// A page's observation failed.
    case failed(any Error)
  }

  /// Makes the live stream of one page.
  typealias Observe = (PageRequest) -> AsyncThrowingStream<[Item], any Error>

  /// Told after every change of ``state``.
  var onChange: (@MainActor (State) -> Void)?
  private let pageSize: Int
  private let observe: Observe
  private var pages: [[Item]?] = []
  private var failure: (any Error)?
  private var bag = TaskBag()

  init(pageSize: Int, observe: @escaping Observe) {
    self.pageSize = pageSize
    self.observe = observe
  }

  /// Reads the first page, once.
  func start() {
    guard pages.isEmpty else { return }
    addPage()
  }

  /// Reads the next page when the last one was full and nothing is being read.
  func loadMore() {
    guard failure == nil, let last = pages.last, let items = last, items.count >= pageSize else {
      return
    }
    addPage()
  }

  /// Starts over from the first page (after a failure).
  func restart() {
    bag = TaskBag()
    pages = []
    failure = nil
    addPage()
  }

  /// The pages so far, each item once (a row moving between pages may briefly be in two).
  var state: State {
    if let failure { return .failed(failure) }
    guard let first = pages.first, first != nil else { return .loading }
    var seen: Set<Item.ID> = []
    let items = pages.compactMap { $0 }.flatMap { $0 }.filter { seen.insert($0.id).inserted }
    let last = pages.last ?? nil
    return .loaded(
      items: items, isLoadingMore: last == nil, hasMore: (last?.count ?? 0) >= pageSize)
  }

  private func addPage() {
    let index = pages.count
    pages.append(nil)
    publish()
    let stream = observe(.page(index, size: pageSize))
    bag.run { [weak self] in
      do {
        for try await items in stream {
          self?.update(page: index, items)
        }
      } catch {
        self?.fail(error)
      }
    }
  }

  private func update(page index: Int, _ items: [Item]) {
    guard pages.indices.contains(index) else { return }
    pages[index] = items
    publish()
  }

  private func fail(_ error: any Error) {
    guard !Task.isCancelled, !(error is CancellationError) else { return }
    if case .cancelled = error as? BookKittyError { return }
    failure = error
    publish()
  }

  private func publish() {
    onChange?(state)
  }
}
