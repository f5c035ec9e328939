import Foundation
import Testing

@testable import CairnNetworking

@Suite("Reading HTTP/1.1 answers", .timeLimit(.minutes(1)))
struct HTTPResponseReaderTests {
  /// A reader fed `bytes` in pieces of `piece` bytes, then the end of the stream.
  private func reader(_ text: String, piece: Int) -> HTTPResponseReader {
    let feed = ByteFeed(Array(text.utf8), piece: piece)
    return HTTPResponseReader { buffer throws(URLError) in feed.next(into: &buffer) }
  }

  @Test(arguments: [1, 2, 3, 7, 1_000])
  func answersAreReadWhateverPiecesTheyArriveIn(piece: Int) throws {
    var reader = reader(
      "HTTP/1.1 100 Continue\r\n\r\n"
        + "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nX-A: 1\r\n\r\nhello"
        + "HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n1\r\nd\r\n0\r\n\r\n"
        + "HTTP/1.1 200 OK\r\n\r\nto the end",
      piece: piece)
    let first = try reader.readResponse(toHead: false)
    #expect(first.status == 200 && first.body == Data("hello".utf8) && first.isReusable)
    #expect(first.fields.map(\.name) == ["Content-Length", "X-A"])
    let second = try reader.readResponse(toHead: false)
    #expect(second.status == 201 && second.body == Data("abcd".utf8) && second.isReusable)
    let third = try reader.readResponse(toHead: false)
    #expect(third.body == Data("to the end".utf8) && !third.isReusable)
  }

  @Test(arguments: [
    "HTTP/1.1 200 OK\r\nContent-Length: 1, 2\r\n\r\nx",
    "HTTP/1.1 200 OK\r\nContent-Length: +5\r\n\r\nhello",
    "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
    "HTTP/1.1 2000 OK\r\n\r\n",
    "SPDY/3 200 OK\r\n\r\n",
    "HTTP/1.1 200 OK\r\nBad Field: 1\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
  ])
  func malformedAnswersAreParseErrors(text: String) {
    var reader = reader(text, piece: 1_000)
    #expect(throws: URLError(.cannotParseResponse)) { try reader.readResponse(toHead: false) }
  }

  @Test func anAnswerCutShortIsALostConnection() {
    var reader = reader("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort", piece: 1_000)
    #expect(throws: URLError(.networkConnectionLost)) { try reader.readResponse(toHead: false) }
  }

  @Test func aHeadOverItsLimitIsRefusedWithoutReadingOn() {
    let huge = "HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: 70_000) + "\r\n\r\n"
    var reader = reader(huge, piece: 4_096)
    #expect(throws: URLError(.cannotParseResponse)) { try reader.readResponse(toHead: false) }
  }

  @Test func closeAndHTTP10DecideWhetherTheConnectionIsReused() throws {
    var closing = reader(
      "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n", piece: 9)
    #expect(try !closing.readResponse(toHead: false).isReusable)
    var old = reader("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n", piece: 9)
    #expect(try !old.readResponse(toHead: false).isReusable)
    var kept = reader(
      "HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n", piece: 9)
    #expect(try kept.readResponse(toHead: false).isReusable)
  }

  @Test func noContentAndNotModifiedHaveNoBody() throws {
    var reader = reader(
      "HTTP/1.1 204 No Content\r\n\r\nHTTP/1.1 304 Not Modified\r\nContent-Length: 9\r\n\r\n",
      piece: 5)
    #expect(try reader.readResponse(toHead: false).body.isEmpty)
    #expect(try reader.readResponse(toHead: false).body.isEmpty)
  }
}

/// Bytes handed out a piece at a time, then the end of the stream.
private final class ByteFeed: @unchecked Sendable {
  // @unchecked Sendable: read by one reader on one thread.
  private let bytes: [UInt8]
  private let piece: Int
  private var offset = 0

  init(_ bytes: [UInt8], piece: Int) {
    self.bytes = bytes
    self.piece = piece
  }

  func next(into buffer: inout [UInt8]) -> Int {
    let count = min(piece, bytes.count - offset, buffer.count)
    buffer.replaceSubrange(0..<count, with: bytes[offset..<(offset + count)])
    offset += count
    return count
  }
}
