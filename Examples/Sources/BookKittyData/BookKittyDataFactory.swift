import BookKittyAPI
import BookKittyDomain
import CairnCache
import CairnNetworking
import Foundation

/// Builds BookKitty's data layer for a book-search server, a data folder and a model: the
/// composition root (the launcher and the command line) calls this once.
public enum BookKittyDataFactory {
  /// The search client of the book-search server at `serverURL` (its origin, e.g.
  /// `http://127.0.0.1:8080`).
  public static func makeSearch(
    serverURL: URL, transport: any HTTPTransport = DefaultHTTPTransport(),
    retry: RetryInterceptor = RetryInterceptor(), timeout: Duration = .seconds(10)
  ) -> RemoteBookSearchRepository {
    RemoteBookSearchRepository(
      service: DataTransferService(
        baseURL: serverURL.appendingPathComponent("bookkitty/"), transport: transport,
        interceptors: [retry],
        configuration: NetworkService.Configuration(defaultTimeout: timeout)))
  }

  /// The cover repository of the server at `serverURL`, caching in `cacheFolder`: 16 MB in
  /// memory, 64 MB on disk.
  public static func makeCovers(
    serverURL: URL, cacheFolder: URL, transport: any HTTPTransport = DefaultHTTPTransport()
  ) throws -> CachedCoverRepository {
    let cache = DataLoader<Data>(
      memory: MemoryCache(countLimit: 500, costLimit: 16 << 20) { $0.count },
      disk: try DiskCache(
        folder: cacheFolder.appendingPathComponent("covers"),
        configuration: DiskCache.Configuration(sizeLimit: 64 << 20)),
      allowsStaleOnFailure: true)
    return CachedCoverRepository(
      service: NetworkService(
        baseURL: serverURL, transport: transport, interceptors: [RetryInterceptor()],
        configuration: NetworkService.Configuration(defaultTimeout: .seconds(10))),
      cache: cache)
  }

  /// The recommendation pipeline on `model` and `search`.
  public static func makeRecommender(
    model: any RecommendationModel, search: any BookSearchRepository,
    configuration: PipelineConfiguration = PipelineConfiguration()
  ) -> RecommendationPipeline {
    RecommendationPipeline(model: model, search: search, configuration: configuration)
  }
}
