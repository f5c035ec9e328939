import Foundation

/// The query parameters of a request, read by name: how the server reads a GET's parameters
/// into the same `Request…` types the app writes them from.
public struct DimoQuery: Sendable {
  /// The parameters; a repeated name keeps its first value.
  public let values: [String: String]

  /// Wraps parsed parameters.
  public init(_ values: [String: String]) {
    self.values = values
  }

  /// The parameters of `items`; a repeated name keeps its first value.
  public init(items: [URLQueryItem]) {
    var values: [String: String] = [:]
    for item in items where values[item.name] == nil {
      values[item.name] = item.value ?? ""
    }
    self.values = values
  }

  /// A required text parameter.
  public func string(_ name: String) throws(DimoQueryError) -> String {
    guard let value = values[name] else { throw .missing(name) }
    return value
  }

  /// An optional text parameter.
  public func optionalString(_ name: String) -> String? {
    values[name]
  }

  /// A required whole-number parameter.
  public func int(_ name: String) throws(DimoQueryError) -> Int {
    let text = try string(name)
    guard let value = Int(text) else { throw .notANumber(name) }
    return value
  }
}

/// A query parameter that is missing or not what it should be.
public enum DimoQueryError: Error, Equatable, Sendable {
  /// The parameter is missing.
  case missing(String)
  /// The parameter is not a whole number.
  case notANumber(String)
}

/// A request whose fields travel as query parameters (the GET endpoints).
public protocol DimoQueryRequest: Sendable {
  /// The fields as query items.
  var queryItems: [URLQueryItem] { get }
  /// Reads the fields from a request's parameters.
  init(query: DimoQuery) throws(DimoQueryError)
}
