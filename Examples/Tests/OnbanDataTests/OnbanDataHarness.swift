import CairnCache
import CairnNetworking
import Foundation
import OnbanData
import OnbanDomain
import OnbanServer

/// A real OnbanServer on 127.0.0.1 and the data layer talking to it, with a fresh cache
/// folder; no retries unless a test asks for them.
final class OnbanDataHarness: Sendable {
  let running: RunningOnbanServer
  let cacheFolder: URL
  let dishes: RemoteDishRepository
  let orders: RemoteOrderRepository
  let images: CachedImageRepository
  let jsonCache: DataLoader<Data>

  var server: OnbanServer { running.server }

  /// A request may take a minute unless the test says otherwise: a guard against a hang, not a
  /// speed check.
  init(
    retry: RetryInterceptor = RetryInterceptor(policy: RetryPolicy(maxAttempts: 1)),
    timeout: Duration = .seconds(60), jsonTTL: Duration = .seconds(60)
  ) async throws {
    running = try await RunningOnbanServer.start(try OnbanServer())
    cacheFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("onban-data-\(UUID().uuidString)")
    let configuration = NetworkService.Configuration(defaultTimeout: timeout)
    let api = DataTransferService(
      baseURL: running.url.appendingPathComponent("onban/"), interceptors: [retry],
      configuration: configuration)
    jsonCache = try OnbanDataFactory.makeJSONCache(in: cacheFolder, ttl: jsonTTL)
    dishes = RemoteDishRepository(service: api, cache: jsonCache)
    orders = RemoteOrderRepository(service: api)
    images = CachedImageRepository(
      service: NetworkService(
        baseURL: running.url, interceptors: [retry], configuration: configuration),
      cache: try OnbanDataFactory.makeImageCache(in: cacheFolder))
  }

  deinit {
    running.stop()
    try? FileManager.default.removeItem(at: cacheFolder)
  }
}

/// The error a throwing call ended with, or `nil` when it succeeded.
func error<T>(of body: () async throws -> T) async -> OnbanError? {
  do {
    _ = try await body()
    return nil
  } catch let error as OnbanError {
    return error
  } catch {
    return .badResponse("not an OnbanError: \(error)")
  }
}
