import CairnTesting
import DimoServer
import Foundation
import Logging
import ProcessTestSupport
import Testing

@testable import DimoServer

/// A PostgreSQL database the server cannot use is reported with its cause in plain words and the
/// URL without its password — not after a minute of silence with a connection pool's
/// `connectionCreationCircuitBreakerTripped`. The sentence itself proves which path reported it
/// (the pool's breaker names no cause), so the waits below are bounds, not speed checks: how fast
/// the report comes is not asserted on a machine shared by hundreds of parallel tests.
@Suite("DIMO on a PostgreSQL it cannot use", .timeLimit(.minutes(2)))
struct PostgresUnreachableTests {
  /// The longest a report may take before the test fails: below the pool's minute of retries.
  private let bound: Duration = .seconds(45)

  @Test func aWrongPasswordIsReportedAtOnceWithPostgreSQLsMessage() async throws {
    try TestEngine.postgres.requireAvailable()
    let password = "wrong-\(UUID().uuidString.prefix(8))"
    let url = try Self.url(replacing: { $0.password = password })
    let message = try await openingFails(url)
    #expect(message.contains(#"password authentication failed for user "cairn""#), "\(message)")
    #expect(!message.contains(password), "the password stays out: \(message)")
    #expect(message.contains("postgres://cairn@"), "\(message)")
  }

  @Test func aMissingDatabaseIsReportedAtOnceWithPostgreSQLsMessage() async throws {
    try TestEngine.postgres.requireAvailable()
    let url = try Self.url(replacing: {
      $0.path = "/no_such_database_\(UUID().uuidString.prefix(8))"
    })
    let message = try await openingFails(url)
    #expect(message.contains("does not exist"), "\(message)")
    #expect(message.contains("no_such_database_"), "\(message)")
    #expect(!message.contains(":cairn@"), "the password stays out: \(message)")
  }

  @Test func aClosedPortIsReportedAtOnceAsConnectionRefused() async throws {
    let closed = try HeldPort(listening: false)
    let message = try await openingFails(
      "postgres://cairn:secret-word@127.0.0.1:\(closed.port)/dimo?sslmode=disable")
    #expect(message.contains("connection refused"), "\(message)")
    #expect(message.contains("postgres://cairn@127.0.0.1:\(closed.port)/dimo"), "\(message)")
    #expect(!message.contains("secret-word"), "the password stays out: \(message)")
  }

  @Test func aServerThatNeverAnswersTimesOutWithinTheLimit() async throws {
    let silent = try HeldPort(listening: true)
    let url = "postgres://cairn:secret-word@127.0.0.1:\(silent.port)/dimo?sslmode=disable"
    // A one-second limit: the sentence names it, and a minute of silence fails the test.
    let failure = try await waiting(upTo: bound, for: "the connection check to time out") {
      do {
        let database = try await PostgresDimoDatabase.open(
          url: url, connectTimeout: .seconds(1), logger: Self.silentLogger)
        await database.close()
        return nil as String?
      } catch {
        return String(describing: error)
      }
    }
    let message = try #require(failure, "a server that never answers cannot be opened")
    #expect(message.contains("timed out after 1 s"), "\(message)")
    #expect(!message.contains("secret-word"), "the password stays out: \(message)")
  }

  /// Opens a DIMO server on `url` and returns the sentence it fails with, failing the test when
  /// it opens or takes longer than ``bound``.
  private func openingFails(_ url: String) async throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-pg-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = DimoServerConfiguration(
      dataDirectory: folder, database: .postgres(url: url),
      signingKey: .file(folder.appending(path: DimoSigningKey.fileName)), passwordHashCost: 4,
      logger: Self.silentLogger)
    let failure = try await waiting(upTo: bound, for: "DIMO to report \(url)") {
      do {
        let server = try await DimoServer.open(configuration)
        await server.close()
        return nil as DimoServerError?
      } catch let error as DimoServerError {
        return error
      }
    }
    let error = try #require(failure, "a database that cannot be used is not opened")
    guard case .database = error else {
      Issue.record("not a database error: \(error)")
      return error.description
    }
    return error.description
  }

  /// `DIMO_TEST_POSTGRES_URL` with one part changed.
  private static func url(replacing change: (inout URLComponents) -> Void) throws -> String {
    var components = try #require(URLComponents(string: TestEngine.postgresURL ?? ""))
    change(&components)
    return try #require(components.string)
  }

  private static let silentLogger = Logger(label: "dimo-pg-tests") { _ in
    SwiftLogNoOpLogHandler()
  }
}
