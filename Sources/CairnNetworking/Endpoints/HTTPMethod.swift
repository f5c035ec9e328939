/// An HTTP request method (`GET`, `POST`, …), extensible for the rare custom verb.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The method as sent on the wire, in upper case.
  public let rawValue: String

  /// Creates a method from its wire spelling.
  public init(rawValue: String) {
    self.rawValue = rawValue.uppercased()
  }

  /// `GET`: reads a resource.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `HEAD`: reads a resource's headers only.
  public static let head = HTTPMethod(rawValue: "HEAD")
  /// `POST`: creates something or runs an action; not idempotent.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`: replaces a resource.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`: changes part of a resource; not idempotent.
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`: removes a resource.
  public static let delete = HTTPMethod(rawValue: "DELETE")
  /// `OPTIONS`: asks what the server allows.
  public static let options = HTTPMethod(rawValue: "OPTIONS")
  /// `TRACE`: asks the server to echo the request.
  public static let trace = HTTPMethod(rawValue: "TRACE")

  /// The methods that HTTP defines as idempotent, which this toolkit retries by default: GET,
  /// HEAD, PUT, DELETE, OPTIONS and TRACE.
  public static let idempotentMethods: Set<HTTPMethod> = [
    .get, .head, .put, .delete, .options, .trace,
  ]

  /// True for the ``idempotentMethods``.
  public var isIdempotent: Bool {
    Self.idempotentMethods.contains(self)
  }

  /// The wire spelling.
  public var description: String { rawValue }
}
