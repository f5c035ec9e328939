import Foundation
import ProcessTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `cairn-apps serve` as a separate process: it prints its URL, answers the Onban API, keeps
/// its data in `--data-dir` and stops cleanly on a signal.
@Suite("cairn-apps serve (and demo) as a process", .timeLimit(.minutes(3)))
struct ServeEndToEndTests {
  private func launcher() throws -> URL {
    try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func servesOnbanOnAFreePortAndStopsCleanlyOnASignal(signal: Int32) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-serve-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ChildProcess(
      [try launcher().path, "serve", "--port", "0", "--data-dir", folder.path])
    defer { server.kill() }

    let line = try #require(
      await server.readLine { $0.hasPrefix("cairn-apps serve: http://") }, "the URL line")
    let address = try #require(
      line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
    let base = try #require(URL(string: String(address)))

    let (menu, menuResponse) = try await URLSession.shared.data(
      from: base.appendingPathComponent("onban/main"))
    #expect((menuResponse as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: menu, as: UTF8.self).contains(#""statusCode""#))

    var order = URLRequest(url: base.appendingPathComponent("onban/order"))
    order.httpMethod = "POST"
    order.setValue("application/json", forHTTPHeaderField: "Content-Type")
    order.httpBody = Data(#"{"detail_hash": "HBDEF", "quantity": 3}"#.utf8)
    let (receipt, orderResponse) = try await URLSession.shared.data(for: order)
    #expect((orderResponse as? HTTPURLResponse)?.statusCode == 201)
    #expect(String(decoding: receipt, as: UTF8.self).contains("37920"))

    var search = URLComponents(
      url: base.appendingPathComponent("bookkitty/v1/search/book.json"),
      resolvingAgainstBaseURL: false)
    search?.queryItems = [URLQueryItem(name: "query", value: "코스모스")]
    let (books, booksResponse) = try await URLSession.shared.data(
      from: try #require(search?.url))
    #expect((booksResponse as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: books, as: UTF8.self).contains("칼 세이건"))

    #expect(server.signal(signal) == 0, "the signal was delivered")
    #expect(try await server.waitForExit() == 0, "a signal stops serve cleanly")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("onban/server").path))
  }

  @Test func aHostBeyondLoopbackIsServedWithAWarningFirst() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-serve-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Standard error joins standard output, to read the warning in its place before the URL.
    let server = try ChildProcess([
      "/bin/sh", "-c", "exec \"$0\" serve --host 0.0.0.0 --port 0 --data-dir \"$1\" 2>&1",
      try launcher().path, folder.path,
    ])
    defer { server.kill() }
    let warning = try #require(await server.readLine { $0.hasPrefix("Warning:") }, "the warning")
    #expect(warning.contains("0.0.0.0"))
    #expect(warning.contains("plain HTTP"))
    let line = try #require(
      await server.readLine { $0.hasPrefix("cairn-apps serve: http://") }, "the URL line")
    let afterHost = try #require(line.range(of: "http://0.0.0.0:")?.upperBound)
    let port = line[afterHost...].prefix { $0.isNumber }
    let (_, response) = try await URLSession.shared.data(
      from: try #require(URL(string: "http://127.0.0.1:\(port)/onban/main")))
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
  }

  @Test func demoAlsoKeepsItsDataInTheGivenFolder() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await Subprocess.run([try launcher().path, "demo", "--data-dir", folder.path])
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("todo/todos.json").path))
  }

  @Test func anImpossiblePortIsAClearErrorAndANonZeroStatus() async throws {
    let result = try await Subprocess.run([try launcher().path, "serve", "--port", "99999"])
    #expect(result.status != 0)
    #expect(result.errorOutput.contains("--port must be 0 to 65535"), "\(result.errorOutput)")
  }
}

/// A program started with its standard output on a pipe that the test reads line by line.
