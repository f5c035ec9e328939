import CairnNetworking
import Foundation

/// The Project Manager sync API as an enum of endpoints (the Router pattern, Docs/Origins.md),
/// relative to a base URL that ends in `/pm/`.
public enum ProjectManagerEndpoint: Endpoint {
  /// `POST sync/push`.
  case push(RequestPush)
  /// `GET sync/pull?since=&limit=`.
  case pull(since: Int, limit: Int)
  /// `GET works`.
  case works

  /// The largest page a pull may ask for.
  public static let maxPullLimit = 1_000

  /// The path of each endpoint.
  public var path: String {
    switch self {
    case .push: "sync/push"
    case .pull: "sync/pull"
    case .works: "works"
    }
  }

  /// `POST` for a push, else `GET`.
  public var method: HTTPMethod {
    if case .push = self { return .post }
    return .get
  }

  /// `since` and `limit` for a pull.
  public var queryItems: [URLQueryItem] {
    guard case .pull(let since, let limit) = self else { return [] }
    return [
      URLQueryItem(name: "since", value: "\(since)"),
      URLQueryItem(name: "limit", value: "\(limit)"),
    ]
  }

  /// The push's JSON.
  public var body: EndpointBody {
    if case .push(let request) = self { return .json(request) }
    return .none
  }

  /// A push may be sent again: merging the same records twice changes nothing.
  public var isIdempotent: Bool { true }

  /// Every sync endpoint needs the board's token (``BoardToken``): the engine sends it with
  /// each request, and the server answers 401 without it.
  public var shouldAuthenticate: Bool { true }
}

extension ProjectManagerEndpoint {
  /// Sends local changes.
  public static func requestPush(_ records: [WorkRecordDTO]) -> APIRequest<RespondPush> {
    ProjectManagerEndpoint.push(RequestPush(records: records)).expecting(RespondPush.self)
  }

  /// Fetches changes after a change number.
  public static func requestPull(since: Int, limit: Int) -> APIRequest<RespondPull> {
    ProjectManagerEndpoint.pull(since: since, limit: limit).expecting(RespondPull.self)
  }
}
