import Foundation
import HummingbirdTesting
import OnbanAPI
import Testing

@Suite("GET /onban/detail/{hash}", .timeLimit(.minutes(3)))
struct DetailEndpointTests {
  @Test func theSampleDetailHasTheDocumentedShape() async throws {
    try await withOnban { _, client in
      let response = try await client.execute(uri: "/onban/detail/HBDEF", method: .get)
      #expect(response.status == .ok)
      let object = try response.jsonObject()
      #expect(Set(object.keys) == ["hash", "data"])
      let data = try #require(object["data"] as? [String: Any])
      #expect(
        Set(data.keys) == [
          "top_image", "thumb_images", "product_description", "point", "delivery_info",
          "delivery_fee", "prices", "detail_section",
        ])

      let detail = try response.decode(RespondDishDetail.self)
      #expect(detail.hash == "HBDEF")
      #expect(detail.data.topImage == "/onban/images/HBDEF_top.png")
      #expect(detail.data.thumbImages.count == 5)
      #expect(detail.data.detailSection.count == 13)
      #expect(detail.data.prices == ["15,800원", "12,640원"])
      #expect(detail.data.point == "126원")
      #expect(
        detail.data.deliveryInfo
          == "서울 경기 새벽배송 / 전국택배 (제주 및 도서산간 불가) [화 · 수 · 목 · 금 · 토] 수령 가능한 상품입니다.")
      #expect(detail.data.deliveryFee == "2,500원 (40,000원 이상 구매 시 무료)")
    }
  }

  @Test func everyListedDishHasAConsistentDetail() async throws {
    try await withOnban { _, client in
      for section in ["main", "soup", "side"] {
        let list = try await client.execute(uri: "/onban/\(section)", method: .get)
          .decode(RespondDishList.self)
        for dish in list.body {
          let response = try await client.execute(
            uri: "/onban/detail/\(dish.detailHash)", method: .get)
          #expect(response.status == .ok)
          let detail = try response.decode(RespondDishDetail.self)
          #expect(detail.hash == dish.detailHash)
          let prices = detail.data.prices
          if let original = dish.nPrice {
            #expect(prices == [original, dish.sPrice])
            #expect(won(original) > won(dish.sPrice))
          } else {
            #expect(prices == [dish.sPrice])
          }
          #expect(won(detail.data.point) == won(dish.sPrice) / 100, "\(dish.detailHash)")
          #expect((3...5).contains(detail.data.thumbImages.count))
          #expect(detail.data.detailSection.count >= 3)
          #expect(detail.data.topImage == dish.image)
        }
      }
    }
  }

  @Test(arguments: ["ZZZZZ", "hbdef", "HBDEF1", "%20", "..%2Fcatalog.json"])
  func unknownHashIs404WithAJSONError(hash: String) async throws {
    try await withOnban { _, client in
      let response = try await client.execute(uri: "/onban/detail/\(hash)", method: .get)
      #expect(response.status == .notFound)
      let error = try response.decode(RespondError.self)
      #expect(error.statusCode == 404)
      #expect(!error.error.isEmpty)
    }
  }
}

/// The won amount of `"12,640원"` (test-local parsing, independent of the server's).
func won(_ text: String) -> Int {
  Int(text.filter(\.isNumber)) ?? -1
}
