import CairnNavigation
import CairnTesting
import CairnWeb
import Foundation
import KoreanChrome
import OnbanData
import OnbanDomain
import OnbanPresentation
import OnbanServer
import OnbanWeb
import Testing

/// Onban's web app, as the launcher composes it, over repositories the test gives.
@MainActor
final class OnbanTestWebApp: WebApp {
  let title = "Onban"
  let linkHost = OnbanWebViews.linkHost
  let strings = WebStrings.korean
  let stylesheet: String? = OnbanWebViews.stylesheet
  let dependencies: OnbanDependencies

  init(dependencies: OnbanDependencies) {
    self.dependencies = dependencies
  }

  var views: ScreenRegistry<any WebContext, any WebScreen> { OnbanWebViews.registry }

  func start() -> WebAppRun {
    let navigator = Navigator()
    let app = OnbanAppCoordinator(router: navigator.router(), dependencies: dependencies)
    navigator.start(app)
    return WebAppRun(navigator: navigator, open: app.open, stop: app.cancel)
  }

  func file(at path: String) async -> WebFile? {
    await OnbanWebFiles.file(at: path, images: dependencies.images)
  }
}

/// One browser tab of Onban, driven as the client script drives it — events sent to the
/// session, the page read back after each render it sends — against a real OnbanServer on
/// 127.0.0.1 and a fresh image cache.
@MainActor
final class OnbanWebHarness {
  let running: RunningOnbanServer
  let app: OnbanTestWebApp
  let store: WebSessionStore
  let session: WebSession
  private let cacheFolder: URL
  private var sequence = 0
  private var wake: (() -> Void)?

  /// Starts the server and opens `address` (`/onban` unless given); `dishes` may wrap the
  /// real dish repository.
  init(
    address: String = "/onban",
    dishes wrap: (any DishRepository) -> any DishRepository = { $0 }
  ) async throws {
    running = try await RunningOnbanServer.start(try await OnbanServer())
    cacheFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("onban-web-\(UUID().uuidString)")
    let repositories = try OnbanDataFactory.makeRepositories(
      serverURL: running.url, cacheFolder: cacheFolder)
    app = OnbanTestWebApp(
      dependencies: OnbanDependencies(
        dishes: wrap(repositories.dishes), orders: repositories.orders,
        images: repositories.images))
    store = WebSessionStore(app: app)
    session = await store.open(address: address, for: "browser-1")
    _ = session.pageHTML()
    session.attach(send: { [weak self] _ in self?.wake?() }, historyIndex: 0)
  }

  /// Ends the session and stops the server.
  func stop() async {
    store.endAll()
    await running.stopAndWait()
    try? FileManager.default.removeItem(at: cacheFolder)
  }

  /// The page as the browser has it now.
  var html: String { session.pageHTML() }

  /// Sends a click on an element of the focused screen (or of the chrome).
  func click(_ action: String, value: String? = nil) async {
    sequence += 1
    await session.handle(
      .event(
        sequence: sequence, screen: session.navigator.state.focusedScreen?.id.rawValue,
        WebEvent(kind: .click, action: action, value: value)))
  }

  /// The browser's back or forward button, landing on history entry `index` at `address`.
  func moveInHistory(to index: Int, address: String) async {
    sequence += 1
    await session.handle(.history(sequence: sequence, url: address, index: index))
  }

  /// Clicks the button titled `title` of the dialog on top, as its `data-value` names it.
  func clickDialogButton(_ title: String, sourceLocation: SourceLocation = #_sourceLocation)
    async
  {
    guard let value = Self.dialogButtonValue(titled: title, in: html) else {
      Issue.record("no dialog button \"\(title)\" in:\n\(html)", sourceLocation: sourceLocation)
      return
    }
    await click("cairn:dialog", value: value)
  }

  /// Returns the page once `condition` holds, checked now and after each render the session
  /// sends; when `limit` passes first, the test fails with the page as it is.
  @discardableResult
  func untilPage(
    limit: Duration = WaitLimit.standard, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) async -> String {
    var page = html
    if condition(page) { return page }
    let (wakeUps, continuation) = AsyncStream.makeStream(of: Bool.self)  // true: limit passed
    wake = { continuation.yield(false) }
    let timer = Task {
      // The bound of the wait, not a wait for something.
      try? await Task.sleep(for: limit)
      continuation.yield(true)
    }
    defer {
      wake = nil
      timer.cancel()
    }
    for await isPastLimit in wakeUps {
      page = html
      if condition(page) { return page }
      if isPastLimit {
        Issue.record(
          "waited \(limit) for the page to change; it is still:\n\(page)",
          sourceLocation: sourceLocation)
        return page
      }
    }
    return page
  }

  /// Every match of `pattern`'s first group in `text`.
  static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The `<img …>` tags of `html` with class `dish-photo`.
  static func photos(in html: String) -> [String] {
    matches(#"(<img [^>]*class="dish-photo[^"]*"[^>]*>)"#, in: html)
  }

  /// The dish ids of the cards in `html`, in order.
  static func dishIDs(in html: String) -> [String] {
    matches(#"<li [^>]*data-dish="([^"]+)""#, in: html)
  }

  private static func dialogButtonValue(titled title: String, in html: String) -> String? {
    matches(
      #"data-on-click="cairn:dialog" data-value="([0-9]+:[0-9]+)"[^>]*>"#
        + NSRegularExpression.escapedPattern(for: title) + "</button>", in: html
    ).last
  }
}

/// The dish repository of the server, with the first dish of each section renamed.
struct RetitledDishes: DishRepository {
  let base: any DishRepository
  let title: String

  func fetchDishes(in section: MenuSection) async throws(OnbanError) -> Fetched<[Dish]> {
    let fetched = try await base.fetchDishes(in: section)
    var dishes = fetched.value
    if let first = dishes.first {
      dishes[0] = Dish(
        hash: first.hash, title: title, description: first.description,
        imageURL: first.imageURL, imageAlt: first.imageAlt, salePrice: first.salePrice,
        originalPrice: first.originalPrice, badges: first.badges,
        deliveryTypes: first.deliveryTypes)
    }
    return Fetched(dishes, isStale: fetched.isStale)
  }

  func fetchDetail(hash: String) async throws(OnbanError) -> Fetched<DishDetail> {
    try await base.fetchDetail(hash: hash)
  }
}
