/// The body of `POST /onban/order`: `{"detail_hash": "HBDEF", "quantity": 3}`.
struct OrderRequest: Decodable, Sendable {
  let detailHash: String
  let quantity: Int

  enum CodingKeys: String, CodingKey {
    case quantity
    case detailHash = "detail_hash"
  }
}

/// The 201 answer to an order: `{"order_id": "...", "total": 37920}` (total in won).
struct OrderResponse: Encodable, Sendable {
  let orderID: String
  let total: Int

  enum CodingKeys: String, CodingKey {
    case total
    case orderID = "order_id"
  }
}
