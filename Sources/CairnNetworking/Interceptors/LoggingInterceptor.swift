import Foundation
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Logs every exchange through swift-log: method, URL, status and duration, with header
/// fields as metadata. The values of `Authorization`, `Cookie` and `Set-Cookie`, and of any
/// header or query item you add, are written as `<redacted>`.
///
/// Put it last in the chain to log every attempt with the headers actually sent.
public struct LoggingInterceptor: Interceptor {
  /// What is written instead of a secret.
  public static let redactedValue = "<redacted>"
  /// Headers always redacted.
  public static let defaultRedactedHeaders: Set<String> = ["authorization", "cookie", "set-cookie"]

  private let logger: Logger
  private let level: Logger.Level
  private let redactedHeaders: Set<String>
  private let redactedQueryItems: Set<String>

  /// Creates the interceptor. Header names are compared case-insensitively; query item names
  /// exactly.
  public init(
    logger: Logger,
    level: Logger.Level = .info,
    additionalRedactedHeaders: Set<String> = [],
    redactedQueryItems: Set<String> = []
  ) {
    self.logger = logger
    self.level = level
    self.redactedHeaders = Self.defaultRedactedHeaders.union(
      additionalRedactedHeaders.map { $0.lowercased() })
    self.redactedQueryItems = redactedQueryItems
  }

  /// Sends the request on and logs how it went.
  public func intercept(
    _ request: URLRequest,
    context: RequestContext,
    next: (URLRequest) async throws -> (Data, HTTPURLResponse)
  ) async throws -> (Data, HTTPURLResponse) {
    let method = request.httpMethod ?? "GET"
    let url = redacted(request.url)
    var metadata: Logger.Metadata = [
      "http.method": "\(method)",
      "http.url": "\(url)",
      "http.request.headers": headerMetadata(request.allHTTPHeaderFields ?? [:]),
    ]
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let (data, response) = try await next(request)
      let milliseconds = Self.milliseconds(start.duration(to: clock.now))
      metadata["http.status"] = "\(response.statusCode)"
      metadata["http.duration_ms"] = "\(milliseconds)"
      metadata["http.response.headers"] = headerMetadata(Self.headers(of: response))
      logger.log(
        level: level, "\(method) \(url) → \(response.statusCode) in \(milliseconds) ms",
        metadata: metadata)
      return (data, response)
    } catch {
      let failure = NetworkError(error)
      let milliseconds = Self.milliseconds(start.duration(to: clock.now))
      metadata["http.duration_ms"] = "\(milliseconds)"
      metadata["http.error"] = "\(failure)"
      logger.log(
        level: failure == .cancelled ? level : max(level, .warning),
        "\(method) \(url) failed after \(milliseconds) ms: \(failure)", metadata: metadata)
      throw error  // as it came: an outer retrier reads a transport failure's URLError code
    }
  }

  private func headerMetadata(_ headers: [String: String]) -> Logger.MetadataValue {
    .dictionary(
      headers.reduce(into: [:]) { result, field in
        let isSecret = redactedHeaders.contains(field.key.lowercased())
        result[field.key] = .string(isSecret ? Self.redactedValue : field.value)
      })
  }

  private func redacted(_ url: URL?) -> String {
    guard let url else { return "<no URL>" }
    guard !redactedQueryItems.isEmpty,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let items = components.percentEncodedQueryItems
    else { return url.absoluteString }
    components.percentEncodedQueryItems = items.map { item in
      guard redactedQueryItems.contains(item.name), item.value != nil else { return item }
      return URLQueryItem(name: item.name, value: "%3Credacted%3E")
    }
    let string = components.string ?? url.absoluteString
    return string.replacingOccurrences(of: "%3Credacted%3E", with: Self.redactedValue)
  }

  private static func headers(of response: HTTPURLResponse) -> [String: String] {
    response.allHeaderFields.reduce(into: [:]) { result, field in
      result["\(field.key)"] = "\(field.value)"
    }
  }

  private static func milliseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
  }
}
