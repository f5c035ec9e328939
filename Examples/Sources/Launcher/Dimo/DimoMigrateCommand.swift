import ArgumentParser
import DimoServer
import Foundation

/// `cairn-apps dimo migrate`: brings the database to the latest schema (seeding a fresh one)
/// without serving; run it once before starting several instances on one PostgreSQL database.
struct DimoMigrateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Creates or upgrades the DIMO database (and seeds a fresh one) without serving.")

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
