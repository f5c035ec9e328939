import Foundation
import HummingbirdTesting
import OnbanAPI
import Testing

@Suite("GET /onban/images/{file}", .timeLimit(.minutes(3)))
struct ImageEndpointTests {
  @Test func everyLinkedImageIsServedAsPNG() async throws {
    try await withOnban { _, client in
      var urls: Set<String> = []
      for section in ["main", "soup", "side"] {
        let list = try await client.execute(uri: "/onban/\(section)", method: .get)
          .decode(RespondDishList.self)
        for dish in list.body {
          let detail = try await client.execute(
            uri: "/onban/detail/\(dish.detailHash)", method: .get
          ).decode(RespondDishDetail.self)
          urls.insert(dish.image)
          urls.formUnion(
            detail.data.thumbImages + detail.data.detailSection + [detail.data.topImage])
        }
      }
      #expect(urls.count >= 40 * 5)
      for url in urls.sorted() {
        let response = try await client.execute(uri: url, method: .get)
        #expect(response.status == .ok, "\(url)")
        #expect(response.headers[.contentType] == "image/png")
        #expect(PNGHeader(Array(response.body.readableBytesView)) != nil, "\(url)")
      }
    }
  }

  @Test(arguments: [
    "/onban/images/NOPE.png", "/onban/images/HBDEF_top.jpg", "/onban/images/..%2Fcatalog.json",
    "/onban/images/catalog.json",
  ])
  func unknownImageIs404(uri: String) async throws {
    try await withOnban { _, client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .notFound)
      #expect(try response.decode(RespondError.self).statusCode == 404)
    }
  }

  @Test func aPercentEncodedFileNameIsDecodedBeforeTheLookup() async throws {
    try await withOnban { _, client in
      let plain = try await client.execute(uri: "/onban/images/HBDEF_top.png", method: .get)
      let encoded = try await client.execute(uri: "/onban/images/HBDEF%5Ftop.png", method: .get)
      #expect(plain.status == .ok)
      #expect(encoded.status == .ok)
      #expect(encoded.body == plain.body)
    }
  }
}
