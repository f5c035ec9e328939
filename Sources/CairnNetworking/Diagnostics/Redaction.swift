import Foundation

/// Which values of a request are secrets, to be written as `<redacted>` in logs and in
/// ``Foundation/URLRequest/cURLDescription(redacting:)``: header fields by name
/// (case-insensitively), and query items and form fields by name (case-insensitively).
public struct Redaction: Sendable, Hashable {
  /// What is written instead of a secret.
  public static let placeholder = "<redacted>"

  /// Header fields always redacted: credentials and cookies.
  public static let defaultHeaders: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie",
  ]

  /// Query items and form fields redacted by default: the names APIs commonly give to tokens,
  /// keys, secrets and passwords.
  public static let defaultQueryItems: Set<String> = [
    "access_token", "refresh_token", "id_token", "token", "api_key", "apikey", "key",
    "client_secret", "secret", "password", "signature", "sig",
  ]

  /// The standard redaction: ``defaultHeaders`` and ``defaultQueryItems``.
  public static let standard = Redaction()

  /// Redacted header names, lowercased.
  public let headers: Set<String>
  /// Redacted query item and form field names, lowercased.
  public let queryItems: Set<String>

  /// Redacts the defaults and the given names.
  public init(additionalHeaders: Set<String> = [], additionalQueryItems: Set<String> = []) {
    headers = Self.defaultHeaders.union(additionalHeaders.map { $0.lowercased() })
    queryItems = Self.defaultQueryItems.union(additionalQueryItems.map { $0.lowercased() })
  }

  /// Whether the header field `name` is a secret.
  public func isSecretHeader(_ name: String) -> Bool {
    headers.contains(name.lowercased())
  }

  /// Whether the query item or form field `name` is a secret.
  public func isSecretQueryItem(_ name: String) -> Bool {
    queryItems.contains(name.lowercased())
  }

  /// `value`, or the placeholder when the header `name` is a secret.
  public func headerValue(_ value: String, named name: String) -> String {
    isSecretHeader(name) ? Self.placeholder : value
  }

  /// `url` as text, with the values of secret query items replaced by the placeholder.
  public func string(for url: URL?) -> String {
    guard let url else { return "<no URL>" }
    guard let query = url.query(percentEncoded: true), !query.isEmpty,
      let start = url.absoluteString.range(of: "?" + query)?.lowerBound
    else { return url.absoluteString }
    let prefix = url.absoluteString[..<start]
    let suffix = url.absoluteString[start...].dropFirst(query.count + 1)
    return "\(prefix)?\(redactedPairs(query))\(suffix)"
  }

  /// `name=value&…` pairs (a query or a form body) with the values of secrets replaced.
  func redactedPairs(_ pairs: String) -> String {
    pairs.split(separator: "&", omittingEmptySubsequences: false).map { pair in
      guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
      let name = String(pair[..<equals])
      let decoded = name.removingPercentEncoding ?? name
      return isSecretQueryItem(decoded) ? "\(name)=\(Self.placeholder)" : String(pair)
    }.joined(separator: "&")
  }
}
