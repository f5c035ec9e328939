/// `POST order`'s body: `{"detail_hash": "HBDEF", "quantity": 3}`.
public struct RequestOrder: Codable, Equatable, Sendable {
  /// The dish's hash.
  public let detailHash: String
  /// 1–99.
  public let quantity: Int

  private enum CodingKeys: String, CodingKey {
    case detailHash = "detail_hash"
    case quantity
  }

  /// Creates an order.
  public init(detailHash: String, quantity: Int) {
    self.detailHash = detailHash
    self.quantity = quantity
  }
}
