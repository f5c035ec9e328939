import Foundation
import ProcessTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `cairn-apps serve` with DIMO under `/dimo`, and `cairn-apps dimo …` as separate processes.
@Suite("cairn-apps serve (DIMO) and cairn-apps dimo", .timeLimit(.minutes(2)))
struct DimoEndToEndTests {
  private func launcher() throws -> URL {
    try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
  }

  private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("cairn-dimo-\(UUID().uuidString)")
  }

  @Test func serveAnswersDIMOAndCodesPrintsTheSMSOutbox() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ChildProcess(
      [try launcher().path, "serve", "--port", "0", "--data-dir", folder.path])
    defer { server.kill() }
    let line = try #require(
      await server.readLine { $0.hasPrefix("cairn-apps serve: http://") }, "the URL line")
    #expect(line.contains("DIMO under /dimo/"))
    let address = try #require(
      line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
    let base = try #require(URL(string: String(address)))

    var check = URLRequest(url: base.appendingPathComponent("dimo/signup/phone-check"))
    check.httpMethod = "POST"
    check.setValue("application/json", forHTTPHeaderField: "Content-Type")
    check.httpBody = Data(#"{"phone_number": "010-2468-1357"}"#.utf8)
    let (_, response) = try await URLSession.shared.data(for: check)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    let (home, homeResponse) = try await URLSession.shared.data(
      from: base.appendingPathComponent("dimo/home/anime"))
    #expect((homeResponse as? HTTPURLResponse)?.statusCode == 401)
    #expect(String(decoding: home, as: UTF8.self).contains(#""code":401"#))

    let codes = try await Subprocess.run([
      try launcher().path, "dimo", "codes", "--data-dir", folder.path,
    ])
    #expect(codes.status == 0, "\(codes.errorOutput)")
    #expect(codes.output.contains("010-2468-1357  DIMO 인증번호는 "), "\(codes.output)")
    let filtered = try await Subprocess.run([
      try launcher().path, "dimo", "codes", "--phone", "010-0000-0000", "--data-dir", folder.path,
    ])
    #expect(filtered.output.contains("No messages"))

    #expect(server.signal(SIGTERM) == 0)
    #expect(try await server.waitForExit() == 0)
    let database = folder.appendingPathComponent("dimo/server/dimo-server.sqlite").path
    #expect(FileManager.default.fileExists(atPath: database))
  }

  @Test func migrateAndSigningKeyWork() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let migrate = try await Subprocess.run([
      try launcher().path, "dimo", "migrate", "--data-dir", folder.path,
    ])
    #expect(migrate.status == 0, "\(migrate.errorOutput)")
    #expect(
      migrate.output.contains("DIMO database (sqlite) is at schema version 6"), "\(migrate.output)")
    let key = try await Subprocess.run([try launcher().path, "dimo", "signing-key"])
    let secret = key.output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(key.status == 0 && secret.utf8.count >= 32)
  }

  @Test func aDatabaseThatIsNotPostgreSQLIsAClearError() async throws {
    let result = try await Subprocess.run([
      try launcher().path, "serve", "--port", "0", "--dimo-database", "mysql://root@localhost/dimo",
    ])
    #expect(result.status != 0)
    #expect(
      result.errorOutput.contains("--dimo-database takes a PostgreSQL URL"), "\(result.errorOutput)"
    )
  }
}
