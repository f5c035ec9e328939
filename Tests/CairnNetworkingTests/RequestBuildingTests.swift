import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Building requests from endpoints", .timeLimit(.minutes(1)))
struct RequestBuildingTests {
  let network = NetworkService(baseURL: baseURL, transport: StubTransport())

  @Test func pathIsJoinedToTheBaseURLWhateverTheSlashes() throws {
    let request = try network.makeURLRequest(for: TestAPI.detail(hash: "HBDEF"))
    #expect(request.url?.absoluteString == "https://api.test/onban/detail/HBDEF")
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    #expect(request.httpBody == nil)

    let bare = NetworkService(
      baseURL: try #require(URL(string: "https://api.test")), transport: StubTransport())
    #expect(
      try bare.makeURLRequest(for: TestAPI.dishes).url?.absoluteString == "https://api.test/main")
  }

  @Test func anEmptyEndpointPathUsesTheBaseURLUnchanged() throws {
    struct Root: Endpoint {
      var path: String { "" }
      var queryItems: [URLQueryItem] { [URLQueryItem(name: "key", value: "value")] }
    }
    let expected = [
      "http://example.com/123/somepath": "http://example.com/123/somepath?key=value",
      "http://example.com/123/somepath/": "http://example.com/123/somepath/?key=value",
      "http://example.com/123/somepath?a=1": "http://example.com/123/somepath?a=1&key=value",
      "http://example.com": "http://example.com?key=value",
    ]
    for (base, url) in expected {
      let service = NetworkService(
        baseURL: try #require(URL(string: base)), transport: StubTransport())
      #expect(try service.makeURLRequest(for: Root()).url?.absoluteString == url, "base \(base)")
    }
  }

  @Test func queryItemsAreStrictlyPercentEncoded() throws {
    let request = try network.makeURLRequest(for: TestAPI.search(query: "김치 & 밥+", page: nil))
    #expect(
      request.url?.absoluteString
        == "https://api.test/onban/search?q=%EA%B9%80%EC%B9%98%20%26%20%EB%B0%A5%2B&page")
    let paged = try network.makeURLRequest(for: TestAPI.search(query: "a=b", page: 2))
    #expect(paged.url?.query == "q=a%3Db&page=2")
  }

  @Test func jsonBodyIsEncodedWithTheEndpointsEncoder() throws {
    let request = try network.makeURLRequest(
      for: TestAPI.order(RequestOrder(hash: "HBDEF", count: 2)))
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(
      String(decoding: request.httpBody ?? Data(), as: UTF8.self) == #"{"count":2,"hash":"HBDEF"}"#)
  }

  @Test func formBodyIsURLEncodedWithSortedFields() throws {
    let request = try network.makeURLRequest(
      for: TestAPI.signup(["name": "반찬 가게", "a": "1&2", "email": "x+y@z.kr"]))
    #expect(
      request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
    #expect(
      String(decoding: request.httpBody ?? Data(), as: UTF8.self)
        == "a=1%262&email=x%2By%40z.kr&name=%EB%B0%98%EC%B0%AC%20%EA%B0%80%EA%B2%8C")
  }

  @Test func multipartBodyHasEveryPartBetweenBoundaries() throws {
    let parts = [
      MultipartPart.text("title", "오리 주물럭"),
      MultipartPart(
        name: "photo", data: Data([0xFF, 0xD8, 0x00]), filename: "a\"b.jpg",
        contentType: "image/jpeg"),
    ]
    let request = try network.makeURLRequest(for: TestAPI.upload(parts, boundary: "XyZ"))
    #expect(
      request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=XyZ")
    var expected = Data(
      "--XyZ\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\n오리 주물럭\r\n".utf8)
    expected.append(
      Data(
        ("--XyZ\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a%22b.jpg\"\r\n"
          + "Content-Type: image/jpeg\r\n\r\n").utf8))
    expected.append(Data([0xFF, 0xD8, 0x00]))
    expected.append(Data("\r\n--XyZ--\r\n".utf8))
    #expect(request.httpBody == expected)
  }

  @Test func defaultBoundariesAreUnique() {
    #expect(MultipartPart.makeBoundary() != MultipartPart.makeBoundary())
    guard case .multipart(_, let boundary) = EndpointBody.multipart([]) else {
      Issue.record("not multipart")
      return
    }
    #expect(boundary.hasPrefix("cairn-boundary-"))
  }

  @Test func endpointContentTypeWinsOverTheBodys() throws {
    let request = try network.makeURLRequest(for: TestAPI.withContentType)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/vnd.cairn+json")
    #expect(request.httpBody == Data("{}".utf8))
  }

  @Test func timeoutComesFromTheEndpointElseTheService() throws {
    #expect(try network.makeURLRequest(for: TestAPI.slow).timeoutInterval == 2.5)
    let configured = NetworkService(
      baseURL: baseURL, transport: StubTransport(),
      configuration: .init(defaultTimeout: .seconds(10)))
    #expect(try configured.makeURLRequest(for: TestAPI.dishes).timeoutInterval == 10)
    #expect(try configured.makeURLRequest(for: TestAPI.slow).timeoutInterval == 2.5)
  }

  @Test func idempotenceDefaultsToTheMethod() {
    #expect(TestAPI.dishes.isIdempotent)
    #expect(!TestAPI.order(RequestOrder(hash: "h", count: 1)).isIdempotent)
    #expect(IdempotentPost().isIdempotent)
    let idempotent: [HTTPMethod] = [.get, .head, .put, .delete, .options]
    #expect(idempotent.allSatisfy { $0.isIdempotent })
    #expect(![HTTPMethod.post, .patch].contains { $0.isIdempotent })
    #expect(HTTPMethod(rawValue: "get") == .get)
  }

  @Test func unencodableJSONIsAnInvalidRequest() {
    struct Bad: Encodable, Sendable {
      func encode(to encoder: any Encoder) throws {
        throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "nope"))
      }
    }
    struct BadEndpoint: Endpoint {
      var path: String { "bad" }
      var body: EndpointBody { .json(Bad()) }
    }
    #expect(throws: NetworkError.self) { try network.makeURLRequest(for: BadEndpoint()) }
  }

  @Test func theTransportReceivesTheBuiltRequest() async throws {
    let stub = StubTransport()
    await stub.stub(.post, "/onban/orders", .status(201))
    let service = makeService(stub)
    try await service.request(TestAPI.order(RequestOrder(hash: "H", count: 1)).expectingNoContent())
    let received = await stub.receivedRequests
    #expect(received.count == 1)
    #expect(received.first?.httpBody == Data(#"{"count":1,"hash":"H"}"#.utf8))
  }
}
