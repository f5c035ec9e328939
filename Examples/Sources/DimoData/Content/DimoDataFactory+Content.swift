import CairnCache
import Foundation

extension DimoDataFactory {
  /// The home sections, through the session.
  public var homeRepository: RemoteHomeRepository {
    RemoteHomeRepository(service: session.service)
  }

  /// Works, through the session.
  public var contentRepository: RemoteContentRepository {
    RemoteContentRepository(service: session.service)
  }

  /// Reviews, through the session.
  public var reviewRepository: RemoteReviewRepository {
    RemoteReviewRepository(service: session.service)
  }

  /// Comments, through the session.
  public var commentRepository: RemoteCommentRepository {
    RemoteCommentRepository(service: session.service)
  }

  /// The caller's profile, through the session.
  public var myProfileRepository: RemoteMyProfileRepository {
    RemoteMyProfileRepository(service: session.service)
  }

  /// Posters and portraits through a memory cache (32 MB) and, given a folder, a disk cache
  /// (100 MB) there.
  public func makeImageRepository(cacheFolder: URL? = nil) throws -> RemoteImageRepository {
    let disk = try cacheFolder.map {
      try DiskCache(
        folder: $0.appendingPathComponent("dimo-images"),
        configuration: DiskCache.Configuration(sizeLimit: 100 << 20))
    }
    return RemoteImageRepository(
      service: session.service,
      cache: DataLoader<Data>(
        memory: MemoryCache(countLimit: 500, costLimit: 32 << 20) { $0.count }, disk: disk,
        allowsStaleOnFailure: true))
  }
}
