import Foundation
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Logs every exchange through swift-log: method, URL, status and duration, with header
/// fields as metadata. Secrets are written as `<redacted>`: the values of the header fields and
/// query items that its ``Redaction`` names (`Authorization`, cookies, tokens, keys and
/// passwords by default, and any you add).
///
/// Put it last in the chain to log every attempt with the headers actually sent.
public struct LoggingInterceptor: Interceptor {
  private let logger: Logger
  private let level: Logger.Level
  private let redaction: Redaction

  /// Creates the interceptor, redacting the standard secrets and the header fields and query
  /// items given here (names compared case-insensitively).
  public init(
    logger: Logger,
    level: Logger.Level = .info,
    additionalRedactedHeaders: Set<String> = [],
    redactedQueryItems: Set<String> = []
  ) {
    self.init(
      logger: logger, level: level,
      redaction: Redaction(
        additionalHeaders: additionalRedactedHeaders, additionalQueryItems: redactedQueryItems))
  }

  /// Creates the interceptor with a redaction of your own.
  public init(logger: Logger, level: Logger.Level = .info, redaction: Redaction) {
    self.logger = logger
    self.level = level
    self.redaction = redaction
  }

  /// Sends the request on and logs how it went.
  public func intercept(
    _ request: URLRequest,
    context: RequestContext,
    next: (URLRequest) async throws -> (Data, HTTPURLResponse)
  ) async throws -> (Data, HTTPURLResponse) {
    let method = request.httpMethod ?? "GET"
    let url = redaction.string(for: request.url)
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
        result[field.key] = .string(redaction.headerValue(field.value, named: field.key))
      })
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
