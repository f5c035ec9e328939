import Foundation

/// An order the Onban server recorded.
public struct OnbanOrder: Sendable, Equatable {
  /// The id returned to the client as `order_id`.
  public let id: String
  /// The ordered dish's hash.
  public let detailHash: String
  /// How many, 1 to 99.
  public let quantity: Int
  /// The dish's sale price, in won, when it was ordered.
  public let unitPrice: Int
  /// `unitPrice × quantity`, in won.
  public let total: Int
  /// When the server recorded it.
  public let createdAt: Date

  /// Creates an order value.
  public init(
    id: String, detailHash: String, quantity: Int, unitPrice: Int, total: Int, createdAt: Date
  ) {
    self.id = id
    self.detailHash = detailHash
    self.quantity = quantity
    self.unitPrice = unitPrice
    self.total = total
    self.createdAt = createdAt
  }
}
