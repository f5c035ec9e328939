import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet: network-acceptable-status-codes
/// A lookup whose "not found" is an answer, and an upload that must be created, not merely
/// accepted.
enum Lookup: Endpoint {
  case member(String)
  case upload

  var path: String {
    switch self {
    case .member(let name): "members/\(name)"
    case .upload: "uploads"
    }
  }

  var method: HTTPMethod {
    if case .upload = self { return .post }
    return .get
  }

  var acceptableStatusCodes: AcceptableStatusCodes {
    switch self {
    case .member: [200, 404]
    case .upload: [201]
    }
  }
}
// end-snippet

@Suite("Validating statuses per endpoint", .timeLimit(.minutes(1)))
struct StatusValidationTests {
  let stub = StubTransport()

  @Test func anEndpointAcceptsTheStatusesItLists() async throws {
    await stub.stub(.get, "/onban/members/kim", .status(404, body: "no such member"))
    let (data, response) = try await makeService(stub).requestWithResponse(
      Lookup.member("kim").expectingData())
    #expect(response.statusCode == 404)
    #expect(data == Data("no such member".utf8))
  }

  @Test func aSuccessfulStatusItDoesNotListFails() async {
    await stub.stub(.post, "/onban/uploads", .status(202, body: "queued"))
    let error = await networkError {
      try await makeService(stub).request(Lookup.upload.expectingData())
    }
    #expect(error == .http(status: 202, body: Data("queued".utf8)))
  }

  @Test func byDefaultEvery2xxAndNothingElseIsASuccess() async throws {
    for status in [200, 201, 204, 299] {
      await stub.stub(.get, "/onban/main", .status(status))
      _ = try await makeService(stub).request(TestAPI.dishes.expectingData())
    }
    for status in [199, 300, 304, 404, 500] {
      await stub.stub(.get, "/onban/main", .status(status))
      let error = await networkError {
        try await makeService(stub).request(TestAPI.dishes.expectingData())
      }
      #expect(error?.status == status)
    }
  }

  @Test func rangesAndCodesCanBeCombined() {
    let codes = AcceptableStatusCodes(200...299, 304...304)
    #expect(codes.contains(204) && codes.contains(304))
    #expect(!codes.contains(301) && !codes.contains(404))
    #expect(AcceptableStatusCodes.successful == AcceptableStatusCodes(200...299))
  }
}
