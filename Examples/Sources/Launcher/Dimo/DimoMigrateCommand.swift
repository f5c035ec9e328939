import ArgumentParser
import DimoServer
import Foundation

/// `cairn-apps dimo migrate`: brings the database to the latest schema (seeding a fresh one)
/// without serving; run it once before starting several instances on one PostgreSQL database.
struct DimoMigrateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Creates or upgrades the DIMO database (and seeds a fresh one) without serving.",
    discussion:
      "A PostgreSQL database that cannot be reached or logged into within 5 seconds is reported at once (exit status 1) with the cause, such as \"connection refused\" or PostgreSQL's \"password authentication failed for user …\", and the URL without its password."
  )

  @Option(name: .long, help: ArgumentHelp("Overrides the data folder.", valueName: "path"))
  var dataDir: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "A PostgreSQL database instead of the SQLite file in the data folder.",
      valueName: "postgres-url"))
  var dimoDatabase: String?

  @ParentCommand var dimo: DimoCommand

  func run() async throws {
    let configuration = try DimoServerLocation.configuration(
      dataDir: dataDir ?? dimo.root.dataDir, database: dimoDatabase)
    let server = try await DimoServer.open(configuration)
    let version = try await server.schemaVersion()
    await server.close()
    print("DIMO database (\(server.engine.rawValue)) is at schema version \(version).")
  }
}
