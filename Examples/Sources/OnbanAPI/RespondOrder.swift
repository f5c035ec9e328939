/// `POST order`'s answer: `201 {"order_id", "total"}`.
public struct RespondOrder: Codable, Equatable, Sendable {
  /// The server's id for the order.
  public let orderId: String
  /// Sale price × quantity, in won.
  public let total: Int

  private enum CodingKeys: String, CodingKey {
    case orderId = "order_id"
    case total
  }

  /// Creates the answer.
  public init(orderId: String, total: Int) {
    self.orderId = orderId
    self.total = total
  }
}
