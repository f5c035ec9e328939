import Foundation
import Hummingbird
import ServerSupport

extension OnbanServer {
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
    let prefix = RouteFallbacks.normalized(prefix: prefix)
    let handlers = OnbanHandlers(
      catalog: catalog, images: images, orders: orders, urls: ImageURLs(prefix: prefix),
      now: { Date() })
    let tracking = RequestTrackingMiddleware<Context>(
      counter: requests, faults: faults, name: "onban"
    ) { status in JSONResponse.error(OnbanError(status: status, message: "injected fault")) }
    let group = router.group(RouterPath(prefix)).add(middleware: tracking)

    var routes: [ServedRoute] = []
    for section in catalog.sections {
      group.get(RouterPath(section.id)) { _, _ in handlers.section(section) }
      routes.append(ServedRoute(.get, section.id))
    }
    group.get("detail/{hash}") { _, context in
      handlers.detail(hash: context.parameters.decoded("hash"))
    }
    group.get("images/{file}") { _, context in
      handlers.image(named: context.parameters.decoded("file"))
    }
    group.post("order") { request, _ in await handlers.order(request) }
    routes += [
      ServedRoute(.get, "detail/{hash}"), ServedRoute(.get, "images/{file}"),
      ServedRoute(.post, "order"),
    ]
    RouteFallbacks.add(to: group, prefix: prefix, routes: routes) { status, message in
      handlers.refuse(OnbanError(status: status, message: message))
    }
  }

  /// A router with only the Onban routes, under `prefix`.
  public func makeRouter(prefix: String = Self.defaultPrefix) -> Router<BasicRequestContext> {
    let router = Router()
    addRoutes(to: router, prefix: prefix)
    return router
  }

  /// `/onban/` and `onban` both become `/onban`; `/` and the empty string become empty.
  static func normalized(_ prefix: String) -> String {
    RouteFallbacks.normalized(prefix: prefix)
  }
}
