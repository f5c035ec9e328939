import CairnCache
import CairnNetworking
import Foundation
import OnbanDomain

/// Builds the Onban repositories for a server and a cache folder: the composition root calls
/// this once.
public enum OnbanDataFactory {
  /// How long a fetched list or detail is fresh before the server is asked again.
  public static let jsonTTL: Duration = .seconds(60)

  /// Repositories for the server at `serverURL` (its origin, e.g. `http://127.0.0.1:8080`),
  /// caching in `cacheFolder`. Tests pass their own retry interceptor (with a manual clock)
  /// and a short timeout or TTL.
  public static func makeRepositories(
    serverURL: URL, cacheFolder: URL, transport: any HTTPTransport = DefaultHTTPTransport(),
    retry: RetryInterceptor = RetryInterceptor(), timeout: Duration = .seconds(10),
    jsonTTL: Duration = jsonTTL
  ) throws -> (
    dishes: RemoteDishRepository, orders: RemoteOrderRepository, images: CachedImageRepository
  ) {
    let apiURL = serverURL.appendingPathComponent("onban/")
    let configuration = NetworkService.Configuration(defaultTimeout: timeout)
    let api = DataTransferService(
      baseURL: apiURL, transport: transport, interceptors: [retry], configuration: configuration)
    let images = NetworkService(
      baseURL: serverURL, transport: transport, interceptors: [retry], configuration: configuration)
    return (
      RemoteDishRepository(service: api, cache: try makeJSONCache(in: cacheFolder, ttl: jsonTTL)),
      RemoteOrderRepository(service: api),
      CachedImageRepository(service: images, cache: try makeImageCache(in: cacheFolder))
    )
  }

  // snippet: onban-json-cache
  /// The cache of list and detail answers: 8 MB in memory, 20 MB on disk, stale on failure.
  public static func makeJSONCache(in cacheFolder: URL, ttl: Duration = jsonTTL) throws
    -> DataLoader<Data>
  {
    DataLoader<Data>(
      memory: MemoryCache(countLimit: 200, costLimit: 8 << 20) { $0.count },
      disk: try DiskCache(
        folder: cacheFolder.appendingPathComponent("json"),
        configuration: DiskCache.Configuration(sizeLimit: 20 << 20)),
      ttl: ttl, allowsStaleOnFailure: true)
  }
  // end-snippet

  /// The image cache: 32 MB in memory, 100 MB on disk.
  public static func makeImageCache(in cacheFolder: URL) throws -> DataLoader<Data> {
    DataLoader<Data>(
      memory: MemoryCache(countLimit: 500, costLimit: 32 << 20) { $0.count },
      disk: try DiskCache(
        folder: cacheFolder.appendingPathComponent("images"),
        configuration: DiskCache.Configuration(sizeLimit: 100 << 20)),
      allowsStaleOnFailure: true)
  }
}
