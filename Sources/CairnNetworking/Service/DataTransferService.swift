import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends typed requests and decodes their responses: what repositories use.
///
/// ```swift
/// let service = DataTransferService(
///   networkService: NetworkService(baseURL: baseURL, interceptors: interceptors))
/// let list = try await service.request(OnbanAPI.main.expecting(RespondDishList.self))
/// ```
///
/// Every failure is a ``NetworkError``; a body that does not match is
/// ``NetworkError/decoding(codingPath:description:)`` with the path of the bad value.
public struct DataTransferService: Sendable {
  /// The service that sends.
  public let networkService: NetworkService
  /// The decoder of requests made with ``Endpoint/expecting(_:decoder:)`` and no decoder.
  public let decoder: JSONDecoder

  /// Creates a service decoding with `decoder`.
  public init(networkService: NetworkService, decoder: JSONDecoder = JSONDecoder()) {
    self.networkService = networkService
    self.decoder = decoder
  }

  /// Creates a service over a new ``NetworkService``.
  public init(
    baseURL: URL,
    transport: any HTTPTransport = DefaultHTTPTransport(),
    interceptors: [any Interceptor] = [],
    configuration: NetworkService.Configuration = NetworkService.Configuration(),
    decoder: JSONDecoder = JSONDecoder()
  ) {
    self.init(
      networkService: NetworkService(
        baseURL: baseURL, transport: transport, interceptors: interceptors,
        configuration: configuration),
      decoder: decoder)
  }

  /// Sends `request` and returns its decoded response.
  public func request<Response: Sendable>(_ request: APIRequest<Response>)
    async throws(NetworkError) -> Response
  {
    try await requestWithResponse(request).value
  }

  /// Sends `request` and returns its decoded response with the HTTP response (for headers).
  public func requestWithResponse<Response: Sendable>(_ request: APIRequest<Response>)
    async throws(NetworkError) -> (value: Response, response: HTTPURLResponse)
  {
    try await requestWithResponse(request, progress: nil)
  }

  /// ``requestWithResponse(_:)``, reporting the transfer's progress to `progress`.
  func requestWithResponse<Response: Sendable>(
    _ request: APIRequest<Response>, progress: TransferProgressReporter?
  ) async throws(NetworkError) -> (value: Response, response: HTTPURLResponse) {
    let (data, response) = try await networkService.requestData(
      request.endpoint, progress: progress)
    do {
      return (try request.decode(data, response, decoder), response)
    } catch {
      throw NetworkError(error)
    }
  }
}
