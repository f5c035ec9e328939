import BookKittyAPI
import BookKittyServer
import BookKittyTestSupport
import CairnTesting
import Foundation
import HummingbirdTesting
import Testing

@Suite("Bad search requests", .timeLimit(.minutes(3)))
struct ValidationTests {
  @Test(arguments: [
    ("", "SE01"), ("display=10", "SE01"), ("query=", "SE01"), ("query=%20%20", "SE01"),
    ("query=a&display=0", "SE02"), ("query=a&display=101", "SE02"),
    ("query=a&display=abc", "SE02"), ("query=a&display=-1", "SE02"),
    ("query=a&display=1.5", "SE02"), ("query=a&display=", "SE02"),
    ("query=a&start=0", "SE03"), ("query=a&start=1001", "SE03"), ("query=a&start=x", "SE03"),
    ("query=a&sort=relevance", "SE04"), ("query=a&sort=", "SE04"), ("query=a&sort=SIM", "SE04"),
    ("query=%E0%A4", "SE06"), ("query=%zz", "SE06"),
  ])
  func isA400WithNaversErrorBody(query: String, code: String) async throws {
    try await withBookKitty { _, client in
      let response = try await client.search(query)
      #expect(response.status == .badRequest, "\(query)")
      let body = try response.decode(RespondSearchError.self)
      #expect(body.errorCode == code, "\(query): \(body.errorMessage)")
      #expect(!body.errorMessage.isEmpty)
    }
  }

  @Test func aQueryLongerThanTwoHundredCharactersIsRefused() async throws {
    try await withBookKitty { _, client in
      let long = String(repeating: "a", count: 201)
      let response = try await client.search("query=\(long)")
      #expect(response.status == .badRequest)
      #expect(try response.decode(RespondSearchError.self).errorCode == "SE01")
      #expect(try await client.search("query=\(long.dropLast())").status == .ok)
    }
  }

  @Test func noMalformedRequestEverGetsA5xx() async throws {
    var generator = SeededGenerator(seed: 0xB00C_C1A7)
    let fragments = [
      "query", "display", "start", "sort", "=", "&", "%", "%2", "%EC%82", "%00", "+", "사피엔스",
      "-1", "0", "100", "1001", "99999999999999999999", "sim", "date", "\u{1F4DA}", "?", "#", ";",
      "%FF", "%C3%28", "a", " ",
    ]
    var queries = [
      "query=%FF%FE", "query=a&query=b", "&&&&", "=", "query==", "display=5&display=0",
    ]
    for _ in 0..<300 {
      let count = Int.random(in: 0...10, using: &generator)
      queries.append(
        (0..<count).map { _ in fragments.randomElement(using: &generator) ?? "" }.joined())
    }
    let cases = queries
    try await withBookKitty { _, client in
      for query in cases {
        let encoded =
          query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.union(["%"]))
          ?? query
        let response = try await client.search(encoded)
        let code = Int(response.status.code)
        #expect(code < 500, "\(query)")
        if code >= 400 {
          #expect(!(try response.decode(RespondSearchError.self)).errorCode.isEmpty, "\(query)")
        }
      }
    }
  }
}
