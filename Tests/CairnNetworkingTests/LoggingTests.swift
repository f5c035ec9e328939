import CairnNetworking
import Foundation
import Logging
import Testing

@Suite("Logging with secrets redacted", .timeLimit(.minutes(1)))
struct LoggingTests {
  // snippet: network-logging-redaction
  @Test func exchangesAreLoggedWithSecretsRedacted() async throws {
    let capture = LogCapture()
    let stub = StubTransport()
    await stub.stub(
      .get, "/onban/search",
      .status(200, body: "ok", headers: ["Set-Cookie": "session=s3cr3t", "X-Request-Id": "r1"]))
    let service = makeService(
      stub,
      interceptors: [
        HeaderAdapter([
          "Authorization": "Bearer t0ken", "Cookie": "session=s3cr3t", "X-Api-Key": "k3y",
          "Accept": "application/json",
        ]),
        LoggingInterceptor(
          logger: capture.makeLogger(), additionalRedactedHeaders: ["x-api-key"],
          redactedQueryItems: ["page"]),
      ])
    _ = try await service.request(TestAPI.search(query: "kimchi", page: 7).expectingData())

    let entry = try #require(capture.entries.first)
    #expect(capture.entries.count == 1)
    #expect(entry.level == .info)
    let message = "\(entry.message)"
    #expect(
      message.hasPrefix("GET https://api.test/onban/search?q=kimchi&page=<redacted> → 200 in "))
    let metadata = try #require(entry.metadata)
    #expect(metadata["http.status"] == "200")
    #expect(metadata["http.method"] == "GET")
    #expect(metadata["http.duration_ms"] != nil)
    guard case .dictionary(let sent) = metadata["http.request.headers"],
      case .dictionary(let received) = metadata["http.response.headers"]
    else {
      Issue.record("headers are not logged")
      return
    }
    #expect(sent["Authorization"] == "<redacted>")
    #expect(sent["Cookie"] == "<redacted>")
    #expect(sent["X-Api-Key"] == "<redacted>")
    #expect(sent["Accept"] == "application/json")
    #expect(received["Set-Cookie"] == "<redacted>")
    #expect(received["X-Request-Id"] == "r1")
    let everything = "\(entry.message) \(metadata)"
    for secret in ["t0ken", "s3cr3t", "k3y", "page=7"] {
      #expect(!everything.contains(secret))
    }
  }
  // end-snippet

  @Test func failuresAreWarnings() async {
    let capture = LogCapture()
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .failure(.notConnectedToInternet))
    let service = makeService(
      stub, interceptors: [LoggingInterceptor(logger: capture.makeLogger())])
    _ = await networkError { try await service.request(TestAPI.dishes.expectingData()) }
    let entry = capture.entries.first
    #expect(entry?.level == .warning)
    #expect(entry.map { "\($0.message)" }?.contains("offline") == true)
  }

  @Test func everyAttemptIsLoggedWhenLoggingIsInnermost() async throws {
    let capture = LogCapture()
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .status(503), .status(200))
    let service = makeService(
      stub,
      interceptors: [
        RetryInterceptor(clock: ManualClock(), random: FixedRandom(0)),
        LoggingInterceptor(logger: capture.makeLogger(), level: .debug),
      ])
    _ = try await service.request(TestAPI.dishes.expectingData())
    #expect(capture.entries.map { $0.metadata?["http.status"] } == ["503", "200"])
  }
}
