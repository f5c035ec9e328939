import BookKittyAPI
import Foundation
import Hummingbird
import ServerSupport

extension BookKittyServer {
  /// The search route below the prefix.
  public static let searchPath = "v1/search/book.json"

  /// Adds the book-search routes under `prefix` to a router (or group) that other apps share.
  ///
  /// Besides the API's routes, every other path under the prefix answers a JSON 404, and a known
  /// path called with another method a JSON 405. Links and cover URLs start with `prefix`.
  public func addRoutes<Context: RequestContext>(
    to router: some RouterMethods<Context>, prefix: String = Self.defaultPrefix
  ) {
    let prefix = RouteFallbacks.normalized(prefix: prefix)
    let handlers = BookKittyHandlers(
      catalog: catalog, index: index, covers: covers, urls: ItemURLs(prefix: prefix), now: now)
    let tracking = RequestTrackingMiddleware<Context>(
      counter: requests, faults: faults, name: "bookkitty"
    ) { status in
      JSONResponse.refusal(SearchRefusal(status: status, code: "SE99", message: "injected fault"))
    }
    let group = router.group(RouterPath(prefix)).add(middleware: tracking)
    group.get(RouterPath(Self.searchPath)) { request, _ in handlers.search(request) }
    group.get("covers/{file}") { _, context in
      handlers.cover(named: context.parameters.decoded("file"))
    }
    group.get("books/{isbn}") { _, context in
      handlers.book(isbn: context.parameters.decoded("isbn"))
    }
    let routes = [
      ServedRoute(.get, Self.searchPath), ServedRoute(.get, "covers/{file}"),
      ServedRoute(.get, "books/{isbn}"),
    ]
    RouteFallbacks.add(to: group, prefix: prefix, routes: routes) { status, message in
      JSONResponse.refusal(.unknownRoute(status, message))
    }
  }

  /// A router with only the book-search routes, under `prefix`.
  public func makeRouter(prefix: String = Self.defaultPrefix) -> Router<BasicRequestContext> {
    let router = Router()
    addRoutes(to: router, prefix: prefix)
    return router
  }
}
