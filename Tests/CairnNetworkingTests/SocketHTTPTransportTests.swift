import Foundation
import Testing

@testable import CairnNetworking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("The socket transport, against a loopback server", .timeLimit(.minutes(1)))
struct SocketHTTPTransportTests {
  #if canImport(Glibc)
    /// Each test's own pool, so that connections are counted per test.
    let transport = SocketHTTPTransport(
      fallback: URLSessionTransport(), pool: SocketConnectionPool())

    private func get(_ server: LoopbackSocketServer, _ path: String = "/x") async throws -> (
      String, HTTPURLResponse
    ) {
      let (data, response) = try await transport.send(
        URLRequest(url: server.url.appending(path: path)))
      return (String(decoding: data, as: UTF8.self), response)
    }

    @Test func aLengthFramedAnswerKeepsItsConnectionForTheNextRequest() async throws {
      let server = try LoopbackSocketServer { connection in
        while let request = connection.readRequest() {
          let path = request.head.split(separator: " ")[1]
          connection.write("HTTP/1.1 200 OK\r\nContent-Length: \(path.utf8.count)\r\n\r\n\(path)")
        }
      }
      defer { server.stop() }
      let (first, response) = try await get(server, "/one")
      let (second, _) = try await get(server, "/two")
      #expect(first == "/one")
      #expect(second == "/two")
      #expect(response.statusCode == 200)
      #expect(server.acceptedCount == 1, "the second request reused the first one's connection")
    }

    @Test func aChunkedAnswerIsJoinedAndItsTrailersSkipped() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.write(
          "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: 1\r\n\r\n")
        connection.waitForClientToClose()
      }
      defer { server.stop() }
      #expect(try await get(server).0 == "hello, world")
    }

    @Test func anAnswerWithoutLengthEndsWithItsConnection() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.write("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nall of it")
        connection.closeNow()
      }
      defer { server.stop() }
      #expect(try await get(server).0 == "all of it")
      #expect(try await get(server).0 == "all of it")
      #expect(server.acceptedCount == 2, "a connection that ended is not reused")
    }

    @Test func aHeadAnswerHasNoBodyWhateverItsLengthSays() async throws {
      let server = try LoopbackSocketServer { connection in
        while connection.readRequest() != nil {
          connection.write("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n")
        }
      }
      defer { server.stop() }
      var request = URLRequest(url: server.url)
      request.httpMethod = "HEAD"
      let (data, response) = try await transport.send(request)
      #expect(data.isEmpty)
      #expect(response.value(forHTTPHeaderField: "Content-Length") == "1000")
    }

    @Test func aConnectionItsServerClosedWhileIdleIsReplacedBeforeTheAnswer() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
        // Closed after the answer without saying so, as an idle timeout does.
        connection.closeNow()
      }
      defer { server.stop() }
      var request = URLRequest(url: server.url)
      request.httpMethod = "POST"
      request.httpBody = Data("body".utf8)
      #expect(try await transport.send(request).0 == Data("ok".utf8))
      #expect(try await transport.send(request).0 == Data("ok".utf8))
      #expect(server.acceptedCount == 2)
    }

    @Test func redirectsAreFollowedAndASeeOtherBecomesAGet() async throws {
      let server = try LoopbackSocketServer { connection in
        while let request = connection.readRequest() {
          let line = request.head.components(separatedBy: "\r\n")[0]
          switch line {
          case "POST /form HTTP/1.1":
            connection.write(
              "HTTP/1.1 303 See Other\r\nLocation: /done\r\nContent-Length: 0\r\n\r\n")
          case "GET /done HTTP/1.1":
            let hasBody = !request.body.isEmpty
            connection.write(
              "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n\(hasBody ? "body" : "none")")
          default:
            connection.write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
          }
        }
      }
      defer { server.stop() }
      var request = URLRequest(url: server.url.appending(path: "form"))
      request.httpMethod = "POST"
      request.httpBody = Data("a=1".utf8)
      let (data, response) = try await transport.send(request)
      #expect(String(decoding: data, as: UTF8.self) == "none")
      #expect(response.url?.path == "/done")
    }

    /// (`URLRequest` itself drops a value with a line break.)
    @Test func aControlCharacterInAHeaderValueIsRefusedBeforeAnythingIsSent() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")
      }
      defer { server.stop() }
      var request = URLRequest(url: server.url)
      request.setValue("a\u{1B}[2Jb", forHTTPHeaderField: "X-Note")
      await #expect(throws: URLError(.badURL)) { try await transport.send(request) }
      #expect(server.acceptedCount == 0)
    }

    @Test func aMalformedAnswerIsAParseError() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.write("HTTP/1.1 200 OK\r\nContent-Length: twelve\r\n\r\n")
        connection.waitForClientToClose()
      }
      defer { server.stop() }
      await #expect(throws: URLError(.cannotParseResponse)) { try await get(server) }
    }

    @Test func anAnswerCutShortIsALostConnection() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.write("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly this")
        connection.closeNow()
      }
      defer { server.stop() }
      await #expect(throws: URLError(.networkConnectionLost)) { try await get(server) }
    }

    @Test func nothingListeningCannotConnect() async throws {
      let server = try LoopbackSocketServer { _ in }
      let url = server.url
      server.stop()
      await #expect(throws: URLError(.cannotConnectToHost)) {
        try await transport.send(URLRequest(url: url))
      }
    }

    @Test func theDeadlineEndsAWaitForAnAnswerThatNeverComes() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.waitForClientToClose()
      }
      defer { server.stop() }
      var request = URLRequest(url: server.url)
      request.timeoutInterval = 0.3
      let started = ContinuousClock.now
      await #expect(throws: URLError(.timedOut)) { try await transport.send(request) }
      #expect(started.duration(to: .now) >= .milliseconds(300))
    }

    @Test func cancellingTheCallerEndsItsWaitAtOnce() async throws {
      let received = AsyncStream.makeStream(of: Void.self)
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        received.continuation.yield()
        connection.waitForClientToClose()
      }
      defer { server.stop() }
      let caller = Task { try await get(server) }
      for await _ in received.stream { break }
      caller.cancel()
      await #expect(throws: URLError(.cancelled)) { try await caller.value }
    }

    @Test func uploadAndDownloadProgressAreReported() async throws {
      let server = try LoopbackSocketServer { connection in
        _ = connection.readRequest()
        connection.write("HTTP/1.1 201 Created\r\nContent-Length: 6\r\n\r\nstored")
      }
      defer { server.stop() }
      let steps = LockedSteps()
      var request = URLRequest(url: server.url)
      request.httpMethod = "POST"
      request.httpBody = Data(count: 3_000)
      let context = RequestContext(
        endpoint: ProgressEndpoint(),
        progress: TransferProgressReporter { progress in
          steps.append(
            "\(progress.direction) \(progress.completedBytes)/\(progress.totalBytes ?? -1)")
        })
      let (data, response) = try await transport.send(request, context: context)
      #expect(String(decoding: data, as: UTF8.self) == "stored")
      #expect(response.statusCode == 201)
      #expect(steps.values.first == "upload 0/3000")
      #expect(steps.values.contains("upload 3000/3000"))
      #expect(steps.values.last == "download 6/6")
    }
  #endif
}

/// An endpoint for a request context; the transport reads only its progress.
private struct ProgressEndpoint: Endpoint {
  var path: String { "x" }
}

/// Progress steps collected from the transport's thread.
private final class LockedSteps: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while holding `lock`.
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ step: String) { lock.withLock { stored.append(step) } }
  var values: [String] { lock.withLock { stored } }
}
