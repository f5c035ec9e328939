import Hummingbird

/// The JSON refusals around an API mounted under a prefix: 405 for a known path called with
/// another method, 404 for every other path under the prefix.
public enum RouteFallbacks {
  /// The methods answered with a 405 on known paths and a 404 on unknown ones.
  public static let methods: [HTTPRequest.Method] = [.get, .post, .put, .delete, .patch]

  /// `/onban/` and `onban` both become `/onban`; `/` and the empty string become empty.
  public static func normalized(prefix: String) -> String {
    let trimmed = prefix.split(separator: "/").joined(separator: "/")
    return trimmed.isEmpty ? "" : "/" + trimmed
  }

  /// Adds the refusals to `group`, the group the API's `routes` were added to.
  ///
  /// With an empty `prefix` only the paths leading to routes get a 404: the API then shares the
  /// root of a router with others and must not catch every path.
  /// - Parameters:
  ///   - group: the group mounted at `prefix`.
  ///   - prefix: the normalized mount point (see ``normalized(prefix:)``).
  ///   - routes: every route the API answers.
  ///   - refuse: the app's JSON error answer for a status and a sentence.
  public static func add<Context: RequestContext>(
    to group: some RouterMethods<Context>, prefix: String, routes: [ServedRoute],
    refuse: @escaping @Sendable (HTTPResponse.Status, String) -> Response
  ) {
    // A path may answer several methods (`GET vote` and `POST vote`): refuse only the others.
    let methodsByPath = Dictionary(grouping: routes, by: \.path).mapValues { Set($0.map(\.method)) }
    for (path, allowed) in methodsByPath.sorted(by: { $0.key < $1.key }) {
      for method in methods where !allowed.contains(method) {
        group.on(RouterPath(path), method: method) { request, _ in
          refuse(.methodNotAllowed, "method \(request.method) is not allowed here")
        }
      }
    }
    // The trie does not fall back to `**` from a node that only leads to routes (`detail` of
    // `detail/{hash}`), so such nodes get their own 404s.
    let routePaths = Set(routes.map(\.path))
    var notFoundPaths = Set(routePaths.flatMap(intermediatePaths)).subtracting(routePaths)
    if !prefix.isEmpty {  // Never catch every path of a shared router.
      notFoundPaths.formUnion(["", "**"])
    }
    for path in notFoundPaths.sorted() {
      for method in methods {
        group.on(RouterPath(path), method: method) { request, _ in
          refuse(.notFound, "no route \(request.method) \(request.uri.path)")
        }
      }
    }
  }

  /// `detail` for `detail/{hash}`: the paths a route's path passes through.
  private static func intermediatePaths(of path: String) -> [String] {
    let components = path.split(separator: "/")
    return (1..<max(components.count, 1)).map { components[0..<$0].joined(separator: "/") }
  }
}
