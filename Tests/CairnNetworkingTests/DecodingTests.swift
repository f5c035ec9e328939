import CairnNetworking
import Foundation
import Testing

struct RespondDish: Decodable, Sendable, Equatable {
  let detailHash: String
  let title: String
  let salePrice: String

  enum CodingKeys: String, CodingKey {
    case detailHash = "detail_hash"
    case title
    case salePrice = "s_price"
  }
}

struct RespondDishList: Decodable, Sendable, Equatable {
  let statusCode: Int
  let body: [RespondDish]
}

@Suite("Decoding responses", .timeLimit(.minutes(1)))
struct DecodingTests {
  private func dishJSON(_ index: Int, price: String = #""1,000원""#) -> String {
    #"{"detail_hash":"H\#(index)","title":"반찬 \#(index)","s_price":\#(price)}"#
  }

  @Test func decodesTheExpectedType() async throws {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .json(#"{"statusCode":200,"body":[\#(dishJSON(0))]}"#))
    let list = try await makeService(stub).request(TestAPI.dishes.expecting(RespondDishList.self))
    #expect(list.body == [RespondDish(detailHash: "H0", title: "반찬 0", salePrice: "1,000원")])
  }

  @Test func aMismatchReportsTheCodingPath() async {
    let stub = StubTransport()
    let dishes = (0..<5).map { dishJSON($0, price: $0 == 3 ? "12640" : #""1원""#) }
    await stub.stub(
      .get, "/onban/main",
      .json(#"{"statusCode":200,"body":[\#(dishes.joined(separator: ","))]}"#))
    let error = await networkError {
      try await makeService(stub).request(TestAPI.dishes.expecting(RespondDishList.self))
    }
    guard case .decoding(let path, let description) = error else {
      Issue.record("expected a decoding error, got \(String(describing: error))")
      return
    }
    #expect(path == "body[3].s_price")
    #expect(!description.isEmpty)
  }

  @Test func aMissingKeyIsPartOfThePath() async {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .json(#"{"statusCode":200,"body":[{"title":"x"}]}"#))
    let error = await networkError {
      try await makeService(stub).request(TestAPI.dishes.expecting(RespondDishList.self))
    }
    #expect(error?.decodingPath == "body[0].detail_hash")
  }

  @Test func garbageIsADecodingErrorAtTheTop() async {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .json("<html>oops"))
    let error = await networkError {
      try await makeService(stub).request(TestAPI.dishes.expecting(RespondDishList.self))
    }
    #expect(error?.decodingPath == "")
  }

  @Test func aRequestsOwnDecoderWinsOverTheServices() async throws {
    struct Dish: Decodable, Sendable { let detailHash: String }
    let stub = StubTransport()
    await stub.stub(.get, "/onban/detail/H", .json(#"{"detail_hash":"H"}"#))
    let snakeCase = JSONDecoder()
    snakeCase.keyDecodingStrategy = .convertFromSnakeCase
    let service = makeService(stub)
    let dish = try await service.request(
      TestAPI.detail(hash: "H").expecting(Dish.self, decoder: snakeCase))
    #expect(dish.detailHash == "H")
    let withDefault = DataTransferService(
      networkService: service.networkService, decoder: snakeCase)
    #expect(
      try await withDefault.request(TestAPI.detail(hash: "H").expecting(Dish.self)).detailHash
        == "H")
  }

  @Test func dataAndNoContentResponses() async throws {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .status(200, body: "raw", headers: ["X-Total": "3"]))
    await stub.stub(.post, "/onban/orders", .status(204))
    let service = makeService(stub)
    let (data, response) = try await service.requestWithResponse(TestAPI.dishes.expectingData())
    #expect(data == Data("raw".utf8))
    #expect(response.value(forHTTPHeaderField: "X-Total") == "3")
    try await service.request(TestAPI.order(RequestOrder(hash: "H", count: 1)).expectingNoContent())
  }

  @Test func aNonSuccessStatusCarriesTheBody() async {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .status(404, body: #"{"error":"no such dish"}"#))
    let error = await networkError {
      try await makeService(stub).request(TestAPI.dishes.expecting(RespondDishList.self))
    }
    #expect(error == .http(status: 404, body: Data(#"{"error":"no such dish"}"#.utf8)))
    #expect(error?.status == 404)
  }
}

extension NetworkError {
  var decodingPath: String? {
    if case .decoding(let path, _) = self { return path }
    return nil
  }
}
