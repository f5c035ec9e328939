import CairnNetworking
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Rendering a request as a redacted cURL command", .timeLimit(.minutes(1)))
struct CURLDescriptionTests {
  let network = NetworkService(baseURL: baseURL, transport: StubTransport())

  // snippet: network-curl-description
  @Test func aRequestIsRenderedWithItsSecretsRedacted() throws {
    var request = try network.makeURLRequest(
      for: TestAPI.signup(["name": "kim", "password": "pw"]))
    request.url = URL(string: "https://api.test/onban/signup?access_token=t0k&ref=home")
    request.setValue("Bearer s3cr3t", forHTTPHeaderField: "Authorization")
    request.setValue("session=abc", forHTTPHeaderField: "Cookie")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    #expect(
      request.cURLDescription() == """
        curl -X POST \\
          -H 'Accept: application/json' \\
          -H 'Authorization: <redacted>' \\
          -H 'Content-Type: application/x-www-form-urlencoded' \\
          -H 'Cookie: <redacted>' \\
          --data-binary 'name=kim&password=<redacted>' \\
          'https://api.test/onban/signup?access_token=<redacted>&ref=home'
        """)
  }
  // end-snippet

  @Test func moreSecretsCanBeNamedAndQuotesAreEscapedForTheShell() throws {
    var request = try network.makeURLRequest(for: TestAPI.search(query: "it's", page: 2))
    request.setValue("k3y", forHTTPHeaderField: "X-Api-Key")
    request.setValue("it's", forHTTPHeaderField: "X-Note")
    let redaction = Redaction(additionalHeaders: ["X-API-KEY"], additionalQueryItems: ["page"])
    #expect(
      request.cURLDescription(redacting: redaction) == """
        curl -X GET \\
          -H 'X-Api-Key: <redacted>' \\
          -H 'X-Note: it'\\''s' \\
          'https://api.test/onban/search?q=it%27s&page=<redacted>'
        """)
  }

  @Test func binaryAndLongBodiesAreNotedBySize() throws {
    let parts = [MultipartPart(name: "f", data: Data([0xFF, 0xFE, 0]), filename: "x.bin")]
    let upload = try network.makeURLRequest(for: TestAPI.upload(parts, boundary: "B"))
    #expect(
      upload.cURLDescription().contains("--data-binary '<\(upload.httpBody?.count ?? 0) bytes>'"))
    let order = try network.makeURLRequest(for: TestAPI.order(RequestOrder(hash: "H", count: 2)))
    #expect(order.cURLDescription().contains(#"--data-binary '{"count":2,"hash":"H"}'"#))
    #expect(order.cURLDescription(bodyLimit: 0).contains("--data-binary '<22 bytes>'"))
  }

  @Test func aURLWithoutSecretsOrAQueryIsUnchanged() {
    let redaction = Redaction.standard
    let plain = URL(string: "https://api.test/a/b#top")
    #expect(redaction.string(for: plain) == "https://api.test/a/b#top")
    let query = URL(string: "https://api.test/a?Token=x&x=Token&sig#top")
    #expect(redaction.string(for: query) == "https://api.test/a?Token=<redacted>&x=Token&sig#top")
    #expect(redaction.string(for: nil) == "<no URL>")
  }
}
