import CairnNetworking
import OnbanAPI
import OnbanDomain

/// Orders go to the Onban server, which records them (`POST /onban/order`); never cached or
/// retried (an order is not idempotent).
public struct RemoteOrderRepository: OrderRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/onban/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// Places the order and returns the server's receipt.
  public func placeOrder(hash: String, quantity: OrderQuantity) async throws(OnbanError)
    -> OrderReceipt
  {
    do {
      return try await service.request(OnbanEndpoint.requestOrder(hash: hash, quantity: quantity))
        .toDomain()
    } catch {
      throw OnbanError(error)
    }
  }
}
