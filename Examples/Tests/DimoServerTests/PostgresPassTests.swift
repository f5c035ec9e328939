import Foundation
import Testing

/// Says whether the PostgreSQL pass of the DIMO tests runs: skipped with the reason on a
/// machine without `DIMO_TEST_POSTGRES_URL`, failed in CI without it, and run (it reaches the
/// database) when it is set.
@Suite("The PostgreSQL pass of the DIMO tests", .timeLimit(.minutes(8)))
struct PostgresPassTests {
  @Test(
    "The PostgreSQL pass runs",
    .enabled(
      if: TestEngine.postgresURL != nil || TestEngine.isCI, Comment(rawValue: TestEngine.skipReason)
    ))
  func thePostgreSQLPassRuns() async throws {
    guard TestEngine.postgresURL != nil else {
      Issue.record("CI is set but \(TestEngine.postgresVariable) is not: \(TestEngine.skipReason)")
      return
    }
    let version = try await withDimo(.postgres) { dimo in try await dimo.server.schemaVersion() }
    #expect(version > 0)
  }
}
