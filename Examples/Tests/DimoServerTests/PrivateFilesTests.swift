import CairnTesting
import ExampleSupport
import Foundation
import Logging
import Testing

@testable import DimoServer

#if canImport(Glibc)
  import Glibc
#endif

/// The DIMO server's SQLite file holds phone numbers, names, password hashes and pending codes:
/// it, its `-wal` and `-shm`, and the data folder are the owner's only (0600 and 0700, set
/// explicitly, so under any umask), and a start tightens what an older build left readable.
@Suite("DIMO's files are the owner's only", .timeLimit(.minutes(4)))
struct PrivateFilesTests {
  @Test func theDatabaseItsWALAndSHMAndTheDataFolderAreTheOwnersOnly() async throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "dimo-private-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appending(path: "dimo/server")
    let server = try await waiting(upTo: .seconds(120), for: "the DIMO server to open") {
      try await DimoServer.open(Self.configuration(folder))
    }
    let database = Self.database(in: folder)
    #expect(database.existingCompanions().count >= 2, "the WAL and SHM of the open database")
    #expect(database.exposedPaths() == [])
    #expect(Self.mode(database.path) == 0o600)
    #expect(Self.mode(folder.path(percentEncoded: false)) == 0o700)
    await server.close()
  }

  @Test func aStartTightensFilesAndAFolderLeftReadable() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-private-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await waiting(upTo: .seconds(120), for: "the DIMO server to open") {
      try await DimoServer.open(Self.configuration(folder))
    }
    // What an older build left: every file readable by all, the folder open to all.
    let database = Self.database(in: folder)
    for file in [database.path] + database.existingCompanions() {
      #expect(chmod(file, 0o644) == 0)
    }
    #expect(chmod(folder.path(percentEncoded: false), 0o755) == 0)
    #expect(database.exposedPaths().count >= 4)

    let second = try await waiting(upTo: .seconds(60), for: "the second start") {
      try await DimoServer.open(Self.configuration(folder))
    }
    #expect(database.exposedPaths() == [])
    await second.close()
    await first.close()
  }

  private static func configuration(_ folder: URL) -> DimoServerConfiguration {
    DimoServerConfiguration(
      dataDirectory: folder, signingKey: .file(folder.appending(path: DimoSigningKey.fileName)),
      passwordHashCost: 4, logger: Logger(label: "dimo-private") { _ in SwiftLogNoOpLogHandler() })
  }

  private static func database(in folder: URL) -> PrivateDatabaseFile {
    PrivateDatabaseFile(
      path: folder.appending(path: DimoServerConfiguration.sqliteFileName)
        .path(percentEncoded: false))
  }

  private static func mode(_ path: String) -> mode_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
  }
}
