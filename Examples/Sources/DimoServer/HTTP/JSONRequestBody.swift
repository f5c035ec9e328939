import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// Reads a route's JSON body into its `Request…` type: 413 beyond the size limit, 400 for
/// anything that is not that type's JSON (naming the field when one is to blame).
enum JSONRequestBody {
  /// The body decoded as `type`.
  static func decode<Body: Decodable>(
    _ type: Body.Type, from request: Request, limit: Int = DimoRules.maxJSONBodyBytes
  ) async throws(DimoRefusal) -> Body {
    let bytes = try await collect(request, limit: limit)
    let body: Body
    do {
      body = try JSONDecoder().decode(Body.self, from: Data(bytes.readableBytesView))
    } catch {
      throw .badRequest(DimoMessages.badBody(field: field(of: error)))
    }
    // PostgreSQL cannot store U+0000 in text (SQLite can): refused on both engines alike.
    guard !containsEscapedNUL(bytes.readableBytesView) else {
      throw .badRequest(DimoMessages.nulCharacter)
    }
    return body
  }

  /// True when the JSON text holds the escape `\u0000` (a raw NUL byte is not valid JSON).
  static func containsEscapedNUL(_ bytes: some Collection<UInt8>) -> Bool {
    let text = Array(bytes)
    let escape = Array(#"u0000"#.utf8)
    var index = 0
    while index < text.count {
      if text[index] == UInt8(ascii: "\\") {
        if text[(index + 1)...].starts(with: escape) { return true }
        index += 2  // skip the escaped character, so that `\\u0000` is text, not NUL
      } else {
        index += 1
      }
    }
    return false
  }

  /// The whole body, at most `limit` bytes.
  static func collect(_ request: Request, limit: Int) async throws(DimoRefusal) -> ByteBuffer {
    do {
      return try await request.body.collect(upTo: limit)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      throw DimoRefusal(413, DimoMessages.tooLarge)
    } catch {
      throw .badRequest(DimoMessages.badBody(field: nil))
    }
  }

  /// The JSON name of the field a decoding error is about, like `review_id`, or nil.
  private static func field(of error: any Error) -> String? {
    let path: [any CodingKey]
    switch error {
    case DecodingError.keyNotFound(let key, let context): path = context.codingPath + [key]
    case DecodingError.typeMismatch(_, let context): path = context.codingPath
    case DecodingError.valueNotFound(_, let context): path = context.codingPath
    case DecodingError.dataCorrupted(let context): path = context.codingPath
    default: path = []
    }
    let names = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }
}

/// Reads a GET's query parameters into its `Request…` type: 400 naming the parameter that is
/// missing or malformed.
enum QueryRequest {
  /// The parameters read as `type`.
  static func decode<Query: DimoQueryRequest>(
    _ type: Query.Type, from request: Request
  ) throws(DimoRefusal) -> Query {
    var values: [String: String] = [:]
    for (key, value) in request.uri.queryParameters where values[String(key)] == nil {
      guard !value.contains("\u{0}") else { throw .badRequest(DimoMessages.nulCharacter) }
      values[String(key)] = String(value)
    }
    do {
      return try Query(query: DimoQuery(values))
    } catch {
      switch error {
      case .missing(let name), .notANumber(let name):
        throw .badRequest(DimoMessages.badQuery(name))
      }
    }
  }
}
