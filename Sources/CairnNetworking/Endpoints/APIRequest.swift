import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``Endpoint`` paired with the type of its response and the way to decode it: what
/// ``DataTransferService/request(_:)`` takes.
///
/// Make one from an endpoint with ``Endpoint/expecting(_:decoder:)``,
/// ``Endpoint/expectingData()`` or ``Endpoint/expectingNoContent()``:
///
/// ```swift
/// let dishes = try await service.request(OnbanAPI.main.expecting(RespondDishList.self))
/// ```
///
/// An API target may name its typed requests once, next to the endpoint enum:
///
/// ```swift
/// extension OnbanAPI {
///   static func requestDishes(_ section: OnbanAPI) -> APIRequest<RespondDishList> {
///     section.expecting(RespondDishList.self)
///   }
/// }
/// ```
public struct APIRequest<Response>: Sendable {
  /// Decodes a successful response's body; receives the service's default decoder.
  public typealias Decode = @Sendable (Data, HTTPURLResponse, JSONDecoder) throws -> Response

  /// The endpoint to send.
  public let endpoint: any Endpoint
  /// Turns the body of a 2xx response into `Response`.
  public let decode: Decode

  /// Creates a typed request with a custom decoding.
  public init(endpoint: any Endpoint, decode: @escaping Decode) {
    self.endpoint = endpoint
    self.decode = decode
  }
}

extension Endpoint {
  /// This endpoint, answered with JSON decoded as `type` by `decoder`, or by the
  /// ``DataTransferService``'s decoder when `decoder` is `nil`.
  public func expecting<Response: Decodable & Sendable>(
    _ type: Response.Type, decoder: JSONDecoder? = nil
  ) -> APIRequest<Response> {
    APIRequest(endpoint: self) { data, _, defaultDecoder in
      try (decoder ?? defaultDecoder).decode(Response.self, from: data)
    }
  }

  /// This endpoint, answered with the raw body bytes.
  public func expectingData() -> APIRequest<Data> {
    APIRequest(endpoint: self) { data, _, _ in data }
  }

  /// This endpoint, whose body is ignored (204 No Content, or anything else on success).
  public func expectingNoContent() -> APIRequest<Void> {
    APIRequest(endpoint: self) { _, _, _ in () }
  }
}
