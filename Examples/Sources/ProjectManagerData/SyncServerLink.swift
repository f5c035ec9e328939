import CairnNetworking
import Foundation
import ProjectManagerAPI

/// How a device reaches a sync server: the API under `<origin>/pm/`, the board token on every
/// request. One definition for the engine and for the check of `cairn-apps pm login`.
enum SyncServerLink {
  /// A service for the server at `serverURL` (its origin), sending `token` as
  /// `Authorization: Bearer …` (the toolkit's ``HeaderAdapter``: the token never changes, so
  /// there is nothing to refresh); no header at all when `token` is `nil`.
  static func service(
    serverURL: URL, token: BoardToken?, transport: any HTTPTransport, timeout: Duration
  ) -> DataTransferService {
    var interceptors: [any Interceptor] = []
    if let token {
      interceptors.append(HeaderAdapter(name: "Authorization") { "Bearer \(token.text)" })
    }
    return DataTransferService(
      baseURL: serverURL.appendingPathComponent("pm/"), transport: transport,
      interceptors: interceptors,
      configuration: NetworkService.Configuration(defaultTimeout: timeout, coalescedMethods: []))
  }
}
