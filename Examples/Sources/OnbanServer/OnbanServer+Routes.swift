import Foundation
import Hummingbird

extension OnbanServer {
  /// The methods answered with a JSON 405 on known paths and a JSON 404 on unknown ones.
  private static let fallbackMethods: [HTTPRequest.Method] = [.get, .post, .put, .delete, .patch]

  /// Adds the Onban routes under `prefix` to a router (or group) that other apps share.
  ///
  /// Besides the API's routes, every other path under the prefix answers a JSON 404, and a known
  /// path called with another method a JSON 405. Image URLs in the answers start with `prefix`.
  /// - Parameters:
  ///   - router: the router or group to add to.
  ///   - prefix: the mount point, like `/onban`; a trailing `/` is ignored.
  public func addRoutes<Context: RequestContext>(
    to router: some RouterMethods<Context>, prefix: String = Self.defaultPrefix
  ) {
    let prefix = Self.normalized(prefix)
    let handlers = OnbanHandlers(
      catalog: catalog, images: images, orders: orders, urls: ImageURLs(prefix: prefix),
      now: { Date() })
    let group = router.group(RouterPath(prefix))
      .add(middleware: OnbanMiddleware<Context>(counter: requests, faults: faults))

    var routes: [(path: String, method: HTTPRequest.Method)] = []
    for section in catalog.sections {
      group.get(RouterPath(section.id)) { _, _ in handlers.section(section) }
      routes.append((section.id, .get))
    }
    group.get("detail/{hash}") { _, context in
      handlers.detail(hash: context.parameters.get("hash"))
    }
    group.get("images/{file}") { _, context in
      handlers.image(named: context.parameters.get("file"))
    }
    group.post("order") { request, _ in await handlers.order(request) }
    routes += [("detail/{hash}", .get), ("images/{file}", .get), ("order", .post)]

    for route in routes {
      for method in Self.fallbackMethods where method != route.method {
        group.on(RouterPath(route.path), method: method) { request, _ in
          handlers.refuse(.methodNotAllowed(request.method))
        }
      }
    }
    // The trie does not fall back to `**` from a node that only leads to routes (`detail`), so
    // such nodes get their own 404s.
    let routePaths = Set(routes.map(\.path))
    var notFoundPaths = Set(routePaths.flatMap(Self.intermediatePaths)).subtracting(routePaths)
    if !prefix.isEmpty {  // Never catch every path of a shared router.
      notFoundPaths.formUnion(["", "**"])
    }
    for path in notFoundPaths.sorted() {
      for method in Self.fallbackMethods {
        group.on(RouterPath(path), method: method) { request, _ in
          handlers.refuse(.notFound("no route \(request.method) \(request.uri.path)"))
        }
      }
    }
  }

  /// A router with only the Onban routes, under `prefix`.
  public func makeRouter(prefix: String = Self.defaultPrefix) -> Router<BasicRequestContext> {
    let router = Router()
    addRoutes(to: router, prefix: prefix)
    return router
  }

  /// `detail` for `detail/{hash}`: the paths a route's path passes through.
  private static func intermediatePaths(of path: String) -> [String] {
    let components = path.split(separator: "/")
    return (1..<max(components.count, 1)).map { components[0..<$0].joined(separator: "/") }
  }

  /// `/onban/` and `onban` both become `/onban`; `/` and the empty string become empty.
  static func normalized(_ prefix: String) -> String {
    let trimmed = prefix.split(separator: "/").joined(separator: "/")
    return trimmed.isEmpty ? "" : "/" + trimmed
  }
}
