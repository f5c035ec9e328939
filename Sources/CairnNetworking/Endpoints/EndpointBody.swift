import Foundation

/// The body of an ``Endpoint``; ``NetworkService`` turns it into bytes and a `Content-Type`.
public enum EndpointBody: Sendable {
  /// No body.
  case none
  /// A JSON body encoded with `encoder` (`application/json`).
  case json(any Encodable & Sendable, encoder: JSONEncoder = JSONEncoder())
  /// An `application/x-www-form-urlencoded` body; fields are sorted by name.
  case form([String: String])
  /// A `multipart/form-data` body with `boundary`.
  case multipart([MultipartPart], boundary: String = MultipartPart.makeBoundary())
  /// Bytes sent as they are, with their content type.
  case raw(Data, contentType: String)

  /// The bytes and content type of this body, or `nil` for ``none``.
  /// - Throws: ``NetworkError/invalidRequest(_:)`` when a JSON value cannot be encoded.
  public func encoded() throws(NetworkError) -> (data: Data, contentType: String)? {
    switch self {
    case .none:
      return nil
    case .json(let value, let encoder):
      do {
        return (try encoder.encode(value), "application/json")
      } catch {
        throw .invalidRequest("cannot encode the JSON body: \(error)")
      }
    case .form(let fields):
      let pairs = fields.sorted { $0.key < $1.key }.map { key, value in
        "\(PercentEncoding.encode(key))=\(PercentEncoding.encode(value))"
      }
      return (Data(pairs.joined(separator: "&").utf8), "application/x-www-form-urlencoded")
    case .multipart(let parts, let boundary):
      return (
        MultipartPart.encode(parts, boundary: boundary), "multipart/form-data; boundary=\(boundary)"
      )
    case .raw(let data, let contentType):
      return (data, contentType)
    }
  }
}

/// Strict percent-encoding for query items and form fields: only RFC 3986 unreserved
/// characters stay as they are, so `+`, `&`, `=` and spaces always arrive intact.
enum PercentEncoding {
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
  }
}
