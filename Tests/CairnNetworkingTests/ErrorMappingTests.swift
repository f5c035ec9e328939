import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Mapping errors", .timeLimit(.minutes(1)))
struct ErrorMappingTests {
  static let offlineCodes: [URLError.Code] = [
    .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
    .dnsLookupFailed,
  ]

  @Test(arguments: offlineCodes)
  func connectivityCodesAreOffline(_ code: URLError.Code) {
    #expect(NetworkError(URLError(code)) == .offline)
  }

  @Test func timeoutAndCancellation() {
    #expect(NetworkError(URLError(.timedOut)) == .timeout)
    #expect(NetworkError(URLError(.cancelled)) == .cancelled)
    #expect(NetworkError(CancellationError()) == .cancelled)
  }

  @Test(arguments: [URLError.Code.badServerResponse, .secureConnectionFailed, .cannotParseResponse])
  func otherCodesAreTransportFailures(_ code: URLError.Code) {
    #expect(NetworkError(URLError(code)) == .transport("URLError \(code.rawValue)"))
  }

  @Test func badURLsAreInvalidRequests() {
    #expect(
      NetworkError(URLError(.badURL))
        == .invalidRequest("URLError \(URLError.Code.badURL.rawValue)"))
  }

  @Test func networkErrorsPassThroughAndOthersAreDescribed() {
    struct Odd: Error {}
    #expect(NetworkError(NetworkError.timeout) == .timeout)
    #expect(NetworkError(Odd()) == .transport("Odd()"))
  }

  @Test(arguments: [
    (URLError.Code.notConnectedToInternet, NetworkError.offline),
    (.cannotFindHost, .offline),
    (.timedOut, .timeout),
    (.cancelled, .cancelled),
  ])
  func transportFailuresReachTheCallerMapped(_ code: URLError.Code, _ expected: NetworkError) async
  {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .failure(code))
    let error = await networkError {
      try await makeService(stub).request(TestAPI.dishes.expectingData())
    }
    #expect(error == expected)
  }

  @Test func aMissingStubIsAnExplicitFailure() async {
    let error = await networkError {
      try await makeService(StubTransport()).request(TestAPI.dishes.expectingData())
    }
    #expect(error == .transport("StubTransport has no stub for GET /onban/main"))
  }

  @Test func everyCaseHasAShortDescription() {
    let all: [NetworkError] = [
      .offline, .timeout, .cancelled, .http(status: 500, body: Data("x".utf8)),
      .decoding(codingPath: "body[3].s_price", description: "Expected String"),
      .decoding(codingPath: "", description: "not JSON"),
      .invalidRequest("bad"), .transport("tls"),
    ]
    for error in all {
      #expect(!error.description.isEmpty)
      #expect(error.description.count < 100)
    }
    #expect(
      NetworkError.http(status: 500, body: Data("x".utf8)).description == "HTTP 500 (1 bytes)")
    #expect(
      NetworkError.decoding(codingPath: "body[3].s_price", description: "Expected String")
        .description
        == "cannot decode the response at body[3].s_price: Expected String")
  }

  @Test func transientErrors() {
    #expect(NetworkError.offline.isTransient)
    #expect(NetworkError.http(status: 503, body: Data()).isTransient)
    #expect(!NetworkError.http(status: 404, body: Data()).isTransient)
    #expect(!NetworkError.cancelled.isTransient)
  }
}
