/// How many of one dish to order: 1 to 99.
public struct OrderQuantity: Hashable, Comparable, Sendable {
  /// The smallest quantity.
  public static let minimum = 1
  /// The largest quantity.
  public static let maximum = 99

  /// The number of portions.
  public let value: Int

  /// A quantity, clamped to 1–99.
  public init(clamping value: Int) {
    self.value = min(max(value, Self.minimum), Self.maximum)
  }

  /// A quantity, or `nil` outside 1–99.
  public init?(_ value: Int) {
    guard (Self.minimum...Self.maximum).contains(value) else { return nil }
    self.value = value
  }

  /// Orders quantities.
  public static func < (lhs: OrderQuantity, rhs: OrderQuantity) -> Bool {
    lhs.value < rhs.value
  }
}

/// What the server answered to an order.
public struct OrderReceipt: Hashable, Sendable {
  /// The server's id for the order.
  public let orderID: String
  /// What the order costs, as the server computed it.
  public let total: Won

  /// Creates a receipt.
  public init(orderID: String, total: Won) {
    self.orderID = orderID
    self.total = total
  }
}
