import Foundation

/// The parts of a URL that matched a route pattern, with typed getters.
public struct DeepLinkMatch: Sendable {
  /// Path parameters by name (`:id` in the pattern).
  public let parameters: [String: String]
  /// Query items by name; the last one wins when a name repeats.
  public let query: [String: String]

  /// A path or query parameter as text.
  public func string(_ name: String) throws(DeepLinkError) -> String {
    guard let value = parameters[name] ?? query[name] else { throw .missingParameter(name) }
    return value
  }

  /// A parameter as a UUID.
  public func uuid(_ name: String) throws(DeepLinkError) -> UUID {
    let text = try string(name)
    guard let value = UUID(uuidString: text) else {
      throw .invalidParameter(name: name, value: text)
    }
    return value
  }

  /// A parameter as an integer.
  public func int(_ name: String) throws(DeepLinkError) -> Int {
    let text = try string(name)
    guard let value = Int(text) else { throw .invalidParameter(name: name, value: text) }
    return value
  }
}

/// Parses URLs into an app's typed routes.
///
///     enum TodoRoute { case list, todo(UUID) }
///     let parser = DeepLinkParser<TodoRoute>(scheme: "cairn")
///       .route("todo") { _ in .list }
///       .route("todo/:id") { try .todo($0.uuid("id")) }
///     parser.parse("cairn://todo/6F9619FF-8B86-D011-B42D-00CF4FC964FF")  // .success(.todo(…))
///
/// The URL's host is the first path component: `cairn://todo/<id>` is matched as `todo/<id>`.
/// Anything else — another scheme, an unknown path, a bad parameter — is a ``DeepLinkError``.
public struct DeepLinkParser<Route: Sendable>: Sendable {
  private struct Pattern: Sendable {
    let components: [String]
    let make: @Sendable (DeepLinkMatch) throws -> Route
  }

  /// The scheme links must use, without `:`, compared case-insensitively.
  public let scheme: String
  private var patterns: [Pattern] = []

  /// Creates a parser for links of one scheme.
  public init(scheme: String) {
    self.scheme = scheme.lowercased()
  }

  /// Adds a pattern such as `"todo/:id"`; `:name` matches one component. Patterns are tried
  /// in the order they were added. `make` throws the ``DeepLinkError`` of a
  /// ``DeepLinkMatch`` getter; any other error it throws is reported as `.malformed`.
  public func route(
    _ pattern: String, _ make: @escaping @Sendable (DeepLinkMatch) throws -> Route
  ) -> DeepLinkParser {
    var copy = self
    let components = pattern.split(separator: "/").map(String.init)
    copy.patterns.append(Pattern(components: components, make: make))
    return copy
  }

  /// Parses text into a route.
  public func parse(_ text: String) -> Result<Route, DeepLinkError> {
    guard let url = URL(string: text), url.scheme != nil else { return .failure(.malformed(text)) }
    return parse(url)
  }

  /// Parses a URL into a route.
  public func parse(_ url: URL) -> Result<Route, DeepLinkError> {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let urlScheme = components.scheme
    else { return .failure(.malformed(url.absoluteString)) }
    guard urlScheme.lowercased() == scheme else { return .failure(.unsupportedScheme(urlScheme)) }

    let path = ([components.host ?? ""] + components.path.split(separator: "/").map(String.init))
      .filter { !$0.isEmpty }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] {
      query[item.name] = item.value ?? ""
    }
    for pattern in patterns {
      guard let parameters = Self.match(pattern.components, path) else { continue }
      do {
        return .success(try pattern.make(DeepLinkMatch(parameters: parameters, query: query)))
      } catch let error as DeepLinkError {
        return .failure(error)
      } catch {
        return .failure(.malformed(url.absoluteString))
      }
    }
    return .failure(.unknownPath(path.joined(separator: "/")))
  }

  private static func match(_ pattern: [String], _ path: [String]) -> [String: String]? {
    guard pattern.count == path.count else { return nil }
    var parameters: [String: String] = [:]
    for (expected, actual) in zip(pattern, path) {
      if expected.hasPrefix(":") {
        parameters[String(expected.dropFirst())] = actual.removingPercentEncoding ?? actual
      } else if expected != actual {
        return nil
      }
    }
    return parameters
  }
}
