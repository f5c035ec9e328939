import CairnCache
import CairnNetworking
import DimoAPI
import DimoDomain
import Foundation

/// Posters and portraits through a cache: memory, then disk, then the server; identical loads
/// in flight share one download.
public struct RemoteImageRepository: DimoImageRepository {
  private let service: DataTransferService
  private let cache: DataLoader<Data>

  /// Creates the repository on a service whose base URL ends in `/dimo/`, and a cache.
  public init(service: DataTransferService, cache: DataLoader<Data>) {
    self.service = service
    self.cache = cache
  }

  /// The picture at a path like `/dimo/images/anime_3371.png` (its last component is the file),
  /// or an uploaded profile picture at `/dimo/profile_images/…`.
  public func fetchImage(at path: String) async throws(DimoFailure) -> Data {
    let service = self.service
    let file = path.split(separator: "/").last.map(String.init) ?? path
    do {
      return try await cache.load(path) {
        try await service.request(
          DimoEndpoint.isProfileImagePath(path)
            ? DimoEndpoint.requestProfileImage(file: file) : DimoEndpoint.requestImage(file: file))
      }.value
    } catch {
      throw DimoFailure(error)
    }
  }
}

extension RemoteImageRepository {
  /// A repository caching in memory only (32 MB).
  public static func inMemory(service: DataTransferService) -> RemoteImageRepository {
    RemoteImageRepository(
      service: service,
      cache: DataLoader<Data>(
        memory: MemoryCache(countLimit: 500, costLimit: 32 << 20) { $0.count }))
  }
}
