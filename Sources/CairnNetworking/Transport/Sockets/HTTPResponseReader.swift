import Foundation

/// Reads HTTP/1.1 responses from a byte stream, as ``SocketHTTPTransport`` receives them: the
/// status line, the header fields, and a body framed by `Transfer-Encoding: chunked`, by
/// `Content-Length`, or by the end of the stream. Interim `1xx` answers are skipped.
///
/// Every malformed part — a bad status line or field, a head over 64 KiB, a length that is not
/// a number, two lengths that disagree, a bad chunk — throws `URLError(.cannotParseResponse)`;
/// a stream that ends early throws `.networkConnectionLost`.
struct HTTPResponseReader {
  /// One response.
  struct Response {
    /// The status code.
    var status: Int
    /// The header fields, in order, with their names as sent.
    var fields: [(name: String, value: String)]
    /// The body.
    var body: Data
    /// Whether the connection may carry another request: the body had its own framing and
    /// neither side asked to close.
    var isReusable: Bool
  }

  /// The largest status line and header fields accepted.
  static let headLimit = 65_536

  /// Reads more bytes into the buffer it is given; returns how many, 0 at the end of the
  /// stream.
  private let readMore: (inout [UInt8]) throws(URLError) -> Int
  private var pending: [UInt8] = []
  private var start = 0
  private var scratch = [UInt8](repeating: 0, count: 65_536)
  /// Whether any byte has arrived: a reused connection that ends before one may be retried.
  private(set) var hasReceivedAnything = false

  /// A reader pulling bytes from `readMore`.
  init(readMore: @escaping (inout [UInt8]) throws(URLError) -> Int) {
    self.readMore = readMore
  }

  /// Reads the next final (non-`1xx`) response. A response to `HEAD` has no body, whatever
  /// its fields say. `received` is called with the body bytes read so far and the total when
  /// it is known.
  mutating func readResponse(
    toHead isHead: Bool, received: (Int64, Int64?) -> Void = { _, _ in }
  ) throws(URLError) -> Response {
    while true {
      let (status, version, fields) = try readHead()
      if (100..<200).contains(status) { continue }
      let framing = try Self.framing(status: status, fields: fields, isHead: isHead)
      let body = try readBody(framing, received: received)
      let wantsClose = fields.contains { field in
        field.name.lowercased() == "connection"
          && field.value.lowercased().split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == "close"
          }
      }
      let keepsAlive =
        version == "HTTP/1.1"
        || fields.contains {
          $0.name.lowercased() == "connection" && $0.value.lowercased().contains("keep-alive")
        }
      let isReusable = framing != .untilEnd && !wantsClose && keepsAlive
      return Response(status: status, fields: fields, body: body, isReusable: isReusable)
    }
  }

  /// How a body ends.
  enum Framing: Equatable {
    case length(Int)
    case chunked
    case untilEnd
  }

  /// The framing of a response's body (RFC 9112 §6.3).
  static func framing(status: Int, fields: [(name: String, value: String)], isHead: Bool)
    throws(URLError) -> Framing
  {
    if isHead || status == 204 || status == 304 { return .length(0) }
    let encodings = fields.filter { $0.name.lowercased() == "transfer-encoding" }
      .flatMap { $0.value.lowercased().split(separator: ",") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if let last = encodings.last {
      return last == "chunked" ? .chunked : .untilEnd
    }
    let lengths = Set(
      fields.filter { $0.name.lowercased() == "content-length" }
        .flatMap { $0.value.split(separator: ",") }
        .map { $0.trimmingCharacters(in: .whitespaces) })
    guard let length = lengths.first else { return .untilEnd }
    guard lengths.count == 1, !length.isEmpty, length.count <= 18,
      length.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(length)
    else { throw URLError(.cannotParseResponse) }
    return .length(value)
  }

  // MARK: - The head

  private mutating func readHead() throws(URLError) -> (
    status: Int, version: String, fields: [(name: String, value: String)]
  ) {
    let lines = try readHeadLines()
    guard let statusLine = lines.first else { throw URLError(.cannotParseResponse) }
    let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3,
      let status = Int(parts[1]), (100...999).contains(status)
    else { throw URLError(.cannotParseResponse) }
    var fields: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
        !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
      else { throw URLError(.cannotParseResponse) }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields.append((String(line[..<colon]), value))
    }
    return (status, String(parts[0]), fields)
  }

  /// The lines up to the empty one, without their line ends.
  private mutating func readHeadLines() throws(URLError) -> [String] {
    var searchFrom = start
    while true {
      if let end = Self.headEnd(in: pending, from: searchFrom, start: start) {
        let text = String(decoding: pending[start..<end], as: UTF8.self)
        start = end + 4
        return text.components(separatedBy: "\r\n")
      }
      guard pending.count - start <= Self.headLimit else { throw URLError(.cannotParseResponse) }
      searchFrom = max(start, pending.count - 3)
      guard try fill() else { throw URLError(.networkConnectionLost) }
    }
  }

  /// The index of the `\r\n\r\n` that ends a head, searching from `from`.
  private static func headEnd(in bytes: [UInt8], from: Int, start: Int) -> Int? {
    guard bytes.count >= 4 else { return nil }
    var index = max(from, start)
    while index + 3 < bytes.count {
      if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13,
        bytes[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
  }

  // MARK: - The body

  private mutating func readBody(_ framing: Framing, received: (Int64, Int64?) -> Void)
    throws(URLError) -> Data
  {
    var body = Data()
    switch framing {
    case .length(let length):
      while body.count < length {
        if start == pending.count {
          guard try fill() else { throw URLError(.networkConnectionLost) }
        }
        let take = min(length - body.count, pending.count - start)
        body.append(contentsOf: pending[start..<(start + take)])
        start += take
        received(Int64(body.count), Int64(length))
      }
    case .untilEnd:
      while true {
        if start < pending.count {
          body.append(contentsOf: pending[start...])
          start = pending.count
          received(Int64(body.count), nil)
        }
        guard try fill() else { return body }
      }
    case .chunked:
      while true {
        let size = try readChunkSize()
        if size == 0 {
          try skipTrailers()
          return body
        }
        try readExactly(size, into: &body)
        received(Int64(body.count), nil)
        guard try readLine().isEmpty else { throw URLError(.cannotParseResponse) }
      }
    }
    return body
  }

  private mutating func readChunkSize() throws(URLError) -> Int {
    let line = try readLine()
    let digits = line.split(separator: ";", maxSplits: 1).first.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let digits, !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16),
      size >= 0
    else { throw URLError(.cannotParseResponse) }
    return size
  }

  private mutating func skipTrailers() throws(URLError) {
    while try !readLine().isEmpty {}
  }

  private mutating func readExactly(_ count: Int, into body: inout Data) throws(URLError) {
    var remaining = count
    while remaining > 0 {
      if start == pending.count { guard try fill() else { throw URLError(.networkConnectionLost) } }
      let take = min(remaining, pending.count - start)
      body.append(contentsOf: pending[start..<(start + take)])
      start += take
      remaining -= take
    }
  }

  /// A line of a chunked body, without its `\r\n`.
  private mutating func readLine() throws(URLError) -> String {
    while true {
      if let newline = pending[start...].firstIndex(of: 10) {
        guard newline > start, pending[newline - 1] == 13 else {
          throw URLError(.cannotParseResponse)
        }
        let line = String(decoding: pending[start..<(newline - 1)], as: UTF8.self)
        start = newline + 1
        return line
      }
      guard pending.count - start <= Self.headLimit else { throw URLError(.cannotParseResponse) }
      guard try fill() else { throw URLError(.networkConnectionLost) }
    }
  }

  /// Reads more bytes; false at the end of the stream.
  private mutating func fill() throws(URLError) -> Bool {
    if start > 0, start == pending.count {
      pending.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 65_536 {
      pending.removeFirst(start)
      start = 0
    }
    let count = try readMore(&scratch)
    guard count > 0 else { return false }
    hasReceivedAnything = true
    pending.append(contentsOf: scratch[0..<count])
    return true
  }
}
