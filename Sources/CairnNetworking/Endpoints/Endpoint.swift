import Foundation

/// One call of an HTTP API, described as a value: the Router pattern, Docs/Origins.md.
///
/// An API is an enum of endpoints; every requirement but `path` has a default:
///
/// ```swift
/// enum OnbanAPI: Endpoint {
///   case main
///   case detail(hash: String)
///   case order(RequestOrder)
///
///   var path: String {
///     switch self {
///     case .main: "main"
///     case .detail(let hash): "detail/\(hash)"
///     case .order: "orders"
///     }
///   }
///   var method: HTTPMethod {
///     if case .order = self { return .post }
///     return .get
///   }
///   var body: EndpointBody {
///     if case .order(let order) = self { return .json(order) }
///     return .none
///   }
/// }
/// ```
///
/// Pair an endpoint with its response type with ``expecting(_:decoder:)``.
public protocol Endpoint: Sendable {
  /// The path relative to the service's base URL (`"detail/HBDEF"`); a leading `/` is ignored,
  /// and an empty path means the base URL itself, unchanged.
  var path: String { get }
  /// The method; `GET` by default.
  var method: HTTPMethod { get }
  /// Query items appended to the URL in order; none by default.
  var queryItems: [URLQueryItem] { get }
  /// Header fields of this endpoint; none by default. A `Content-Type` here wins over the body's.
  var headers: [String: String] { get }
  /// The body; `.none` by default.
  var body: EndpointBody { get }
  /// The deadline of one attempt, overriding the service's default; `nil` by default.
  var timeout: Duration? { get }
  /// True when sending the request twice is harmless, so that it may be retried; by default
  /// the method's ``HTTPMethod/isIdempotent``.
  var isIdempotent: Bool { get }
  /// True when ``AuthenticationInterceptor`` should authorize this endpoint; true by default.
  /// Return false for the login and token-refresh endpoints themselves.
  var shouldAuthenticate: Bool { get }
  /// The statuses that count as a success; any other is ``NetworkError/http(status:body:)``.
  /// ``AcceptableStatusCodes/successful`` (200–299) by default.
  var acceptableStatusCodes: AcceptableStatusCodes { get }
  /// How urgent the request is among the session's others; ``RequestPriority/normal`` by
  /// default.
  var priority: RequestPriority { get }
}

extension Endpoint {
  /// `GET`.
  public var method: HTTPMethod { .get }
  /// No query items.
  public var queryItems: [URLQueryItem] { [] }
  /// No header fields.
  public var headers: [String: String] { [:] }
  /// No body.
  public var body: EndpointBody { .none }
  /// No per-endpoint timeout: the service's default applies.
  public var timeout: Duration? { nil }
  /// Whether the method is idempotent.
  public var isIdempotent: Bool { method.isIdempotent }
  /// True: endpoints are authorized unless they say otherwise.
  public var shouldAuthenticate: Bool { true }
  /// 200–299.
  public var acceptableStatusCodes: AcceptableStatusCodes { .successful }
  /// ``RequestPriority/normal``.
  public var priority: RequestPriority { .normal }
}
