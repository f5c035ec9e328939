import CairnCache
import CairnNetworking
import Foundation
import OnbanAPI
import OnbanDomain

/// Dishes from the Onban API, through a memory + disk cache of the JSON answers: fresh while
/// the cache entry lives, then from the server; when the server cannot be reached, what was
/// seen before, marked stale. A server that answers something unreadable is never cached, so
/// it cannot replace good data.
public struct RemoteDishRepository: DishRepository {
  private let service: DataTransferService
  private let cache: DataLoader<Data>

  /// Creates the repository on a service whose base URL ends in `/onban/`, and a cache.
  public init(service: DataTransferService, cache: DataLoader<Data>) {
    self.service = service
    self.cache = cache
  }

  /// A section's dishes.
  public func fetchDishes(in section: MenuSection) async throws(OnbanError) -> Fetched<[Dish]> {
    let (list, isStale) = try await load(
      OnbanEndpoint.requestMenu(section), key: "menu/\(section.rawValue)")
    let dishes = try list.body.map { dish throws(OnbanError) in try dish.toDomain() }
    return Fetched(dishes, isStale: isStale)
  }

  /// A dish's detail.
  public func fetchDetail(hash: String) async throws(OnbanError) -> Fetched<DishDetail> {
    let (detail, isStale) = try await load(
      OnbanEndpoint.requestDetail(hash: hash), key: "detail/\(hash)")
    return Fetched(try detail.toDomain(), isStale: isStale)
  }

  // snippet: onban-remote-load
  /// Loads and decodes one JSON answer through the cache; only answers that decode are kept.
  private func load<Response: Decodable & Sendable>(_ request: APIRequest<Response>, key: String)
    async throws(OnbanError) -> (Response, isStale: Bool)
  {
    let service = self.service
    do {
      let loaded = try await cache.load(key) {
        let (data, response) = try await service.networkService.requestData(request.endpoint)
        _ = try request.decode(data, response, service.decoder)
        return data
      }
      let value = try service.decoder.decode(Response.self, from: loaded.value)
      return (value, loaded.source == .staleDisk)
    } catch {
      throw OnbanError(error)
    }
  }
  // end-snippet
}
