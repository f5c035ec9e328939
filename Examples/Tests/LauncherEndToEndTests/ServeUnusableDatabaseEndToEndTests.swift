import Foundation
import ProcessTestSupport
import Testing

/// `cairn-apps serve` with a PostgreSQL database for DIMO that cannot be used: it exits at once,
/// non-zero, saying why on standard error with the URL without its password — instead of a
/// minute of silence and a connection pool's `connectionCreationCircuitBreakerTripped`.
@Suite("cairn-apps serve on a PostgreSQL it cannot use", .timeLimit(.minutes(1)))
struct ServeUnusableDatabaseEndToEndTests {
  private func launcher() throws -> String {
    try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps").path
  }

  @Test func serveWithAPostgreSQLThatRefusesExitsAtOnceSayingWhy() async throws {
    let refusing = try HeldPort(listening: false)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-serve-pg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = "postgres://cairn:secret-word@127.0.0.1:\(refusing.port)/dimo?sslmode=disable"
    // Killed, and the test failed, at 45 s: below the pool's minute of silent retries. The
    // sentence below is what proves the cause was reported rather than the pool's breaker.
    let result = try await Subprocess.run(
      [try launcher(), "serve", "--port", "0", "--dimo-database", url, "--data-dir", folder.path],
      timeout: .seconds(45))
    #expect(result.status != 0)
    #expect(
      result.errorOutput.contains(
        "cannot connect to postgres://cairn@127.0.0.1:\(refusing.port)/dimo: connection refused"),
      "\(result.errorOutput)")
    #expect(!result.errorOutput.contains("secret-word"), "\(result.errorOutput)")
    #expect(!result.output.contains("cairn-apps serve: http://"), "it never served")
  }
}
