import Foundation
import HummingbirdTesting
import OnbanAPI
import Testing

@Suite("GET /onban/{main,soup,side}", .timeLimit(.minutes(3)))
struct ListEndpointTests {
  static let requiredKeys: Set = [
    "detail_hash", "image", "alt", "delivery_type", "title", "description", "s_price",
  ]
  static let optionalKeys: Set = ["n_price", "badge"]

  @Test(arguments: ["main", "soup", "side"])
  func listsHaveTheDocumentedShape(section: String) async throws {
    try await withOnban { _, client in
      let response = try await client.execute(uri: "/onban/\(section)", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "application/json; charset=utf-8")
      let list = try response.decode(RespondDishList.self)
      #expect(list.statusCode == 200)
      #expect(list.body.count >= 10)

      let object = try response.jsonObject()
      #expect(Set(object.keys) == ["statusCode", "body"])
      let items = try #require(object["body"] as? [[String: Any]])
      for (item, dish) in zip(items, list.body) {
        let keys = Set(item.keys)
        #expect(Self.requiredKeys.isSubset(of: keys))
        #expect(keys.subtracting(Self.requiredKeys).isSubset(of: Self.optionalKeys))
        // Absent, not null, when there are none.
        #expect(keys.contains("n_price") == (dish.nPrice != nil))
        #expect(keys.contains("badge") == (dish.badge != nil))
        #expect(dish.badge.map { !$0.isEmpty } ?? true)
        #expect(dish.image.hasPrefix("/onban/images/") && dish.image.hasSuffix(".png"))
        #expect(!dish.deliveryType.isEmpty)
        #expect(dish.sPrice.hasSuffix("원"))
      }
    }
  }

  @Test func someDishesHaveNoOriginalPriceAndNoBadge() async throws {
    try await withOnban { _, client in
      var keysSeen: [Set<String>] = []
      for section in ["main", "soup", "side"] {
        let object = try await client.execute(uri: "/onban/\(section)", method: .get).jsonObject()
        let items = try #require(object["body"] as? [[String: Any]])
        keysSeen += items.map { Set($0.keys) }
      }
      #expect(keysSeen.count >= 40)
      #expect(keysSeen.contains { !$0.contains("n_price") })
      #expect(keysSeen.contains { !$0.contains("badge") })
      #expect(keysSeen.contains { $0.contains("n_price") && $0.contains("badge") })
    }
  }

  @Test func theSampleDishIsListedFirstInMain() async throws {
    try await withOnban { _, client in
      let list = try await client.execute(uri: "/onban/main", method: .get).decode(
        RespondDishList.self)
      let dish = try #require(list.body.first)
      #expect(dish.detailHash == "HBDEF")
      #expect(dish.title == "오리 주물럭_반조리")
      #expect(dish.alt == "오리 주물럭_반조리")
      #expect(dish.description == "감칠맛 나는 매콤한 양념")
      #expect(dish.nPrice == "15,800원")
      #expect(dish.sPrice == "12,640원")
      #expect(dish.deliveryType == ["새벽배송", "전국택배"])
      #expect(dish.badge == ["런칭특가"])
      #expect(dish.image == "/onban/images/HBDEF_top.png")
    }
  }

  @Test func hashesAreUniqueAcrossSections() async throws {
    try await withOnban { _, client in
      var hashes: [String] = []
      for section in ["main", "soup", "side"] {
        let list = try await client.execute(uri: "/onban/\(section)", method: .get)
          .decode(RespondDishList.self)
        hashes += list.body.map(\.detailHash)
      }
      #expect(Set(hashes).count == hashes.count)
    }
  }
}
