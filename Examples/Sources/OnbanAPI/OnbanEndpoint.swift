import CairnNetworking
import Foundation
import OnbanDomain

// snippet: onban-endpoint
/// The Onban API as an enum of endpoints (the Router pattern, Docs/Origins.md), relative to a base
/// URL that ends in `/onban/`.
public enum OnbanEndpoint: Endpoint {
  /// `GET main`, `GET soup`, `GET side`.
  case menu(MenuSection)
  /// `GET detail/{hash}`.
  case detail(hash: String)
  /// `POST order`.
  case order(RequestOrder)
  /// `GET` an image by the path the API gave (`/onban/images/…`, resolved against the host).
  case image(path: String)

  /// The path of each endpoint.
  public var path: String {
    switch self {
    case .menu(let section): section.rawValue
    case .detail(let hash):
      "detail/\(hash.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? hash)"
    case .order: "order"
    case .image(let path): path
    }
  }

  /// `POST` for an order, else `GET`.
  public var method: HTTPMethod {
    if case .order = self { return .post }
    return .get
  }

  /// The order's JSON.
  public var body: EndpointBody {
    if case .order(let order) = self { return .json(order) }
    return .none
  }

  /// The Onban API has no authentication.
  public var shouldAuthenticate: Bool { false }
}
// end-snippet

// snippet: onban-typed-requests
extension OnbanEndpoint {
  /// A section's dishes.
  public static func requestMenu(_ section: MenuSection) -> APIRequest<RespondDishList> {
    OnbanEndpoint.menu(section).expecting(RespondDishList.self)
  }

  /// A dish's detail.
  public static func requestDetail(hash: String) -> APIRequest<RespondDishDetail> {
    OnbanEndpoint.detail(hash: hash).expecting(RespondDishDetail.self)
  }

  /// An order.
  public static func requestOrder(hash: String, quantity: OrderQuantity) -> APIRequest<RespondOrder>
  {
    OnbanEndpoint.order(RequestOrder(detailHash: hash, quantity: quantity.value))
      .expecting(RespondOrder.self)
  }
}
// end-snippet
