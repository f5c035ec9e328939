import DimoAPI
import Hummingbird
import ServerSupport

extension DimoServer {
  /// Adds every DIMO route under `prefix` to a router (or group) that other apps share.
  ///
  /// The SMS code limits count per client address when the router's context knows it (a
  /// `RemoteAddressRequestContext`, like ``AddressedRequestContext``), and per phone number
  /// always.
  ///
  /// Besides the API's routes, every other path under the prefix answers a JSON 404 and a known
  /// path called with another method a JSON 405, both with the `{code, message}` body.
  /// - Parameters:
  ///   - router: the router or group to add to.
  ///   - prefix: the mount point, like `/dimo`; a trailing `/` is ignored. Picture URLs in the
  ///     answers start with it.
  public func addRoutes<Context: RequestContext>(
    to router: some RouterMethods<Context>, prefix: String = DimoServer.defaultPrefix
  ) {
    let prefix = RouteFallbacks.normalized(prefix: prefix)
    let responder = DimoResponder(env: env.mounted(at: prefix))
    let tracking = RequestTrackingMiddleware<Context>(
      counter: requests, faults: faults, name: "dimo"
    ) { status in DimoReply.refusal(status: status, message: "injected fault") }
    let group = router.group(RouterPath(prefix)).add(middleware: tracking)
    for route in DimoRoute.allCases {
      group.on(RouterPath(route.path), method: route.method.hummingbird) { request, context in
        await responder.respond(
          route, request, parameters: context.parameters, client: clientAddress(of: context))
      }
    }
    RouteFallbacks.add(
      to: group, prefix: prefix,
      routes: DimoRoute.allCases.map { ServedRoute($0.method.hummingbird, $0.path) }
    ) { status, _ in
      DimoReply.refusal(
        status: status,
        message: status == .methodNotAllowed ? DimoMessages.wrongMethod : DimoMessages.noRoute)
    }
  }

  /// A router with only the DIMO routes, under `prefix`, whose requests know the client's
  /// address (the SMS code limits count per address too).
  public func makeRouter(prefix: String = DimoServer.defaultPrefix)
    -> Router<AddressedRequestContext>
  {
    let router = Router(context: AddressedRequestContext.self)
    addRoutes(to: router, prefix: prefix)
    return router
  }
}

extension HTTPMethodName {
  /// The method as Hummingbird names it.
  var hummingbird: HTTPRequest.Method {
    switch self {
    case .get: .get
    case .post: .post
    case .delete: .delete
    }
  }
}

extension DimoEnvironment {
  /// The environment with picture paths under `prefix`.
  func mounted(at prefix: String) -> DimoEnvironment {
    DimoEnvironment(
      database: database, tokens: tokens, hasher: hasher, codes: codes, outbox: outbox,
      clock: clock,
      paths: ImagePaths(prefix: prefix), images: images, profileImages: profileImages,
      logger: logger)
  }
}
