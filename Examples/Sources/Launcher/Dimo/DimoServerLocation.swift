import ArgumentParser
import DimoServer
import ExampleSupport
import Foundation

/// Where the DIMO server keeps its data: `<data>/dimo/server`, and its database (that folder's
/// SQLite file, or the PostgreSQL server of `--dimo-database`).
enum DimoServerLocation {
  /// The server's data folder inside the data folder.
  static func folder(dataDir: String?) throws -> URL {
    do {
      return try DataDirectory(
        overridePath: dataDir, environment: ProcessInfo.processInfo.environment
      ).appFolder(named: ReferenceApp.dimo.dataFolderName).appendingPathComponent("server")
    } catch {
      throw ValidationError("cannot use the data folder: \(error)")
    }
  }

  /// The database of `--dimo-database`: a `postgres://` URL, or nil for the SQLite file.
  static func database(_ option: String?) throws -> DimoServerConfiguration.Database {
    guard let option else { return .sqlite() }
    guard option.hasPrefix("postgres://") || option.hasPrefix("postgresql://") else {
      throw ValidationError(
        "--dimo-database takes a PostgreSQL URL such as postgres://user:password@host/database.")
    }
    return .postgres(url: option)
  }

  /// The configuration for the folder and the database option.
  static func configuration(dataDir: String?, database: String?) throws
    -> DimoServerConfiguration
  {
    DimoServerConfiguration(
      dataDirectory: try folder(dataDir: dataDir),
      database: try DimoServerLocation.database(database))
  }
}
