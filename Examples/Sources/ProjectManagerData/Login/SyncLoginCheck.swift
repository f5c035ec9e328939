import CairnNetworking
import Foundation
import ProjectManagerAPI

/// Checks a server and token before a device keeps them (`cairn-apps pm login`): one pull of
/// at most one record, which the server answers only for its board token. The answer is
/// thrown away; nothing reaches the device's database.
public enum SyncLoginCheck {
  /// Returns when the server at `login.serverURL` accepts `login.token`.
  /// - Throws: ``SyncLoginRefusal``: the token refused (401), the server unreachable, or an
  ///   answer that is not the sync API's.
  public static func verify(
    _ login: SyncLogin, transport: any HTTPTransport = DefaultHTTPTransport(),
    timeout: Duration = .seconds(10)
  ) async throws(SyncLoginRefusal) {
    let service = SyncServerLink.service(
      serverURL: login.serverURL, token: login.token, transport: transport, timeout: timeout)
    do {
      _ = try await service.request(ProjectManagerEndpoint.requestPull(since: 0, limit: 1))
    } catch {
      let failure = SyncFailure(error)
      if case .unauthorized = failure {
        throw SyncLoginRefusal(isUnauthorized: true, description: failure.description)
      }
      throw SyncLoginRefusal(isUnauthorized: false, description: failure.description)
    }
  }
}

/// Why a login was not kept.
public struct SyncLoginRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// True when the server refused the token (401); else it could not be asked.
  public let isUnauthorized: Bool
  /// One sentence.
  public let description: String
}
