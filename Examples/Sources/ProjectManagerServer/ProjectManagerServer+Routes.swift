import Hummingbird
import ServerSupport

extension ProjectManagerServer {
  /// The API's routes, below the prefix.
  private static let routes: [ServedRoute] = [
    ServedRoute(.post, "sync/push"), ServedRoute(.get, "sync/pull"), ServedRoute(.get, "works"),
    ServedRoute(.get, "health"),
  ]

  /// Adds the sync routes under `prefix` to a router (or group) that other apps share.
  ///
  /// Every route but `health` asks for the board's token when the configuration's
  /// ``ProjectManagerServerConfiguration/access`` says so (401 without it). Besides the API's
  /// routes, every other path under the prefix answers a JSON 404, and a known path called with
  /// another method a JSON 405.
  /// - Parameters:
  ///   - router: the router or group to add to.
  ///   - prefix: the mount point, like `/pm`; a trailing `/` is ignored.
  public func addRoutes<Context: RequestContext>(
    to router: some RouterMethods<Context>, prefix: String = Self.defaultPrefix
  ) {
    let prefix = RouteFallbacks.normalized(prefix: prefix)
    let handlers = SyncHandlers(store: store, now: configuration.now)
    let tracking = RequestTrackingMiddleware<Context>(
      counter: requests, faults: faults, name: "pm"
    ) { status in
      SyncResponse.error(SyncRefusal(status: status, sentence: "Injected fault: \(status.code)."))
    }
    let group = router.group(RouterPath(prefix)).add(middleware: tracking)
    group.get("health") { _, _ in handlers.health() }
    let guarded = group.group()
    if case .token(let token) = configuration.access {
      guarded.add(middleware: BoardTokenMiddleware<Context>(token: token))
    }
    guarded.post("sync/push") { request, context in
      await handlers.push(request, logger: context.logger)
    }
    guarded.get("sync/pull") { request, context in
      await handlers.pull(request, logger: context.logger)
    }
    guarded.get("works") { _, context in await handlers.works(logger: context.logger) }
    RouteFallbacks.add(to: group, prefix: prefix, routes: Self.routes) { status, message in
      SyncResponse.error(SyncRefusal(status: status, sentence: message))
    }
  }

  /// A router with only the sync routes, under `prefix`.
  public func makeRouter(prefix: String = Self.defaultPrefix) -> Router<BasicRequestContext> {
    let router = Router()
    addRoutes(to: router, prefix: prefix)
    return router
  }
}
