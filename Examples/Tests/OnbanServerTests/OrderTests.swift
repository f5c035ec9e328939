import Foundation
import HummingbirdTesting
import OnbanAPI
import Testing

@Suite("POST /onban/order", .timeLimit(.minutes(3)))
struct OrderTests {
  // snippet: onban-order-37920
  @Test func threeOfTheSampleDishCost37920() async throws {
    try await withOnban { server, client in
      let response = try await client.postOrder(#"{"detail_hash": "HBDEF", "quantity": 3}"#)
      #expect(response.status == .created)
      let object = try response.jsonObject()
      #expect(Set(object.keys) == ["order_id", "total"])
      let order = try response.decode(RespondOrder.self)
      #expect(order.total == 37920)
      #expect(!order.orderId.isEmpty)

      #expect(try await server.orderCount() == 1)
      let stored = try #require(try await server.recordedOrders().first)
      #expect(stored.id == order.orderId)
      #expect(stored.detailHash == "HBDEF")
      #expect(stored.quantity == 3)
      #expect(stored.unitPrice == 12640)
      #expect(stored.total == 37920)
    }
  }
  // end-snippet

  @Test func everyOrderIsStoredWithItsOwnID() async throws {
    try await withOnban { server, client in
      let list = try await client.execute(uri: "/onban/soup", method: .get).decode(
        RespondDishList.self)
      var ids: Set<String> = []
      for (index, dish) in list.body.prefix(5).enumerated() {
        let quantity = index * 20 + 1
        let response = try await client.postOrder(
          #"{"detail_hash": "\#(dish.detailHash)", "quantity": \#(quantity)}"#)
        #expect(response.status == .created)
        let order = try response.decode(RespondOrder.self)
        #expect(order.total == won(dish.sPrice) * quantity)
        ids.insert(order.orderId)
      }
      #expect(ids.count == 5)
      #expect(try await server.orderCount() == 5)
    }
  }

  @Test(arguments: [1, 99])
  func quantityBoundsAreAccepted(quantity: Int) async throws {
    try await withOnban { _, client in
      let response = try await client.postOrder(
        #"{"detail_hash": "HBDEF", "quantity": \#(quantity)}"#)
      #expect(response.status == .created)
      #expect(try response.decode(RespondOrder.self).total == 12640 * quantity)
    }
  }

  @Test func extraKeysAreIgnored() async throws {
    try await withOnban { _, client in
      let response = try await client.postOrder(
        #"{"detail_hash": "HBDEF", "quantity": 2, "coupon": "FREE"}"#)
      #expect(response.status == .created)
    }
  }
}
