import CairnTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import OnbanAPI
import Testing

@Suite("Bad orders get a 4xx JSON error and are not stored", .timeLimit(.minutes(3)))
struct OrderValidationTests {
  @Test func unknownHashIs404() async throws {
    try await withOnban { server, client in
      let response = try await client.postOrder(#"{"detail_hash": "ZZZZZ", "quantity": 1}"#)
      #expect(response.status == .notFound)
      #expect(try response.decode(RespondError.self).statusCode == 404)
      #expect(try await server.orderCount() == 0)
    }
  }

  @Test(arguments: [0, 100, -1, Int.max, Int.min])
  func quantityOutsideOneToNinetyNineIs422(quantity: Int) async throws {
    try await withOnban { server, client in
      let response = try await client.postOrder(
        #"{"detail_hash": "HBDEF", "quantity": \#(quantity)}"#)
      #expect(response.status == .unprocessableContent)
      let error = try response.decode(RespondError.self)
      #expect(error.statusCode == 422)
      #expect(error.error.contains("quantity"))
      #expect(try await server.orderCount() == 0)
    }
  }

  @Test(arguments: [
    "", "{", "not json", "[]", "null", "42", #""HBDEF""#, "{}",
    #"{"detail_hash": "HBDEF"}"#, #"{"quantity": 1}"#,
    #"{"detail_hash": 12345, "quantity": 1}"#, #"{"detail_hash": null, "quantity": 1}"#,
    #"{"detail_hash": "HBDEF", "quantity": "3"}"#, #"{"detail_hash": "HBDEF", "quantity": 3.5}"#,
    #"{"detail_hash": "HBDEF", "quantity": true}"#, #"{"detail_hash": "HBDEF", "quantity": null}"#,
    #"{"detail_hash": "HBDEF", "quantity": 1e30}"#,
    #"{"detail_hash": "HBDEF", "quantity": 99999999999999999999999}"#,
    #"{"detail_hash": ["HBDEF"], "quantity": 1}"#, #"{"detail_hash": "HBDEF", "quantity": 1"#,
  ])
  func malformedJSONAndWrongTypesAre400(body: String) async throws {
    try await withOnban { server, client in
      let response = try await client.postOrder(body)
      #expect(response.status == .badRequest, "\(body)")
      let error = try response.decode(RespondError.self)
      #expect(error.statusCode == 400)
      #expect(try await server.orderCount() == 0)
    }
  }

  @Test func anOversizedBodyIs413() async throws {
    try await withOnban { _, client in
      let padding = String(repeating: " ", count: 64 * 1024)
      let response = try await client.postOrder(
        #"{"detail_hash": "HBDEF",\#(padding) "quantity": 1}"#)
      #expect(response.status == .contentTooLarge)
      #expect(try response.decode(RespondError.self).statusCode == 413)
    }
  }

  @Test func noBadBodyEverGetsA5xx() async throws {
    var generator = SeededGenerator(seed: 0x04_0BA4)
    var bodies: [[UInt8]] = [
      Array(String(repeating: "[", count: 5000).utf8), [0xFF, 0xFE, 0x00], [0xC3, 0x28],
      Array(#"{"detail_hash": "\u0000", "quantity": 1}"#.utf8),
      Array(#"{"detail_hash": "HBDEF", "quantity": 1, "quantity": 2}"#.utf8),
    ]
    let fragments = [
      "{", "}", "[", "]", ",", ":", "\"detail_hash\"", "\"quantity\"", "\"HBDEF\"", "1", "-7",
      "100", "0", "null", "true", "\"", "\\", "1.5", " ", "주문",
    ]
    for _ in 0..<150 {
      let count = Int.random(in: 0...12, using: &generator)
      bodies.append(
        Array(
          (0..<count).map { _ in fragments.randomElement(using: &generator) ?? "" }.joined().utf8))
      bodies.append((0..<count * 3).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
    let cases = bodies
    try await withOnban { _, client in
      for body in cases {
        let response = try await client.execute(
          uri: "/onban/order", method: .post, body: ByteBuffer(bytes: body))
        let code = Int(response.status.code)
        #expect(code < 500, "\(String(decoding: body, as: UTF8.self))")
        if code >= 400 {
          #expect(try response.decode(RespondError.self).statusCode == code)
        }
      }
    }
  }
}
