import Foundation
import GRDB

/// A row of the `orders` table.
struct OrderRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
  static let databaseTableName = "orders"

  var id: String
  var detailHash: String
  var quantity: Int
  var unitPrice: Int
  var total: Int
  var createdAt: Date

  enum CodingKeys: String, CodingKey {
    case id, quantity, total
    case detailHash = "detail_hash"
    case unitPrice = "unit_price"
    case createdAt = "created_at"
  }

  init(_ order: OnbanOrder) {
    id = order.id
    detailHash = order.detailHash
    quantity = order.quantity
    unitPrice = order.unitPrice
    total = order.total
    createdAt = order.createdAt
  }

  var order: OnbanOrder {
    OnbanOrder(
      id: id, detailHash: detailHash, quantity: quantity, unitPrice: unitPrice, total: total,
      createdAt: createdAt)
  }
}
