import DimoServer
import Foundation
import Testing

/// The engines every endpoint test runs on. PostgreSQL needs `DIMO_TEST_POSTGRES_URL`
/// (`.ci/run` starts a server and sets it); without it a developer's run skips the PostgreSQL
/// pass and says why, but a CI run (`CI` set) fails instead.
enum TestEngine: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite
  case postgres

  /// The variable that names the PostgreSQL database the tests use.
  static let postgresVariable = "DIMO_TEST_POSTGRES_URL"

  /// The URL of the test database, when set.
  static var postgresURL: String? {
    let value = ProcessInfo.processInfo.environment[postgresVariable]
    return value?.isEmpty == false ? value : nil
  }

  /// True in CI, where the PostgreSQL pass may never be skipped.
  static var isCI: Bool {
    ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "0" } ?? false
  }

  /// `sqlite` or `postgres`, as test names show it.
  var testDescription: String { rawValue }

  /// Why the PostgreSQL pass does not run here.
  static let skipReason =
    "the PostgreSQL pass is skipped: \(postgresVariable) is not set (start PostgreSQL and export "
    + "its URL: export \(postgresVariable)=$(scripts/start-postgres); .ci/run does)"

  /// Stops (skips) the current test on PostgreSQL when it is not configured; fails it in CI.
  func requireAvailable() throws {
    guard self == .postgres, Self.postgresURL == nil else { return }
    let reason = Self.skipReason
    if Self.isCI {
      Issue.record("CI is set but \(Self.postgresVariable) is not: \(reason)")
      throw TestEngineUnavailable()
    }
    try Test.cancel(Comment(rawValue: reason))
  }
}

/// Thrown after recording why a required engine is missing.
struct TestEngineUnavailable: Error {}
