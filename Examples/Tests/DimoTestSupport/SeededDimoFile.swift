import DimoServer
import ExampleSupport
import Foundation

/// The SQLite database a fresh DIMO server starts with — migrated and seeded with the sample
/// catalog and activity — made once per test process and copied into each test server's folder.
///
/// Seeding is most of a test server's start (about 1,200 works and characters, 4,700 votes and
/// the recounts), and hundreds of test servers start in one run. `DimoServer.open` finds the
/// copy at the latest schema version and migrates nothing, so the server a test gets holds the
/// same rows as one seeded in place (the seed depends only on the clock, which is part of the
/// key). The tests of the migration itself open an empty folder instead.
public enum SeededDimoFile {
  /// Writes the seeded database, as a server whose clock reads `now` seeds it, into `folder`
  /// under the name `DimoServerConfiguration` opens there.
  public static func copy(into folder: URL, now: Date) async throws {
    let file = try await SeededFiles.shared.file(now: now).value
    let destination = folder.appending(path: DimoServerConfiguration.sqliteFileName)
    try await offThePool {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try file.write(to: destination)
    }
  }
}

/// The seeded files made so far, by the clock's reading in whole seconds.
private actor SeededFiles {
  static let shared = SeededFiles()

  private var files: [Int64: Task<Data, any Error>] = [:]

  /// The seeded file for a clock reading `now`, made on first use.
  func file(now: Date) -> Task<Data, any Error> {
    let key = Int64(now.timeIntervalSince1970.rounded(.down))
    if let made = files[key] { return made }
    let task = Task { try await Self.seed(now: now) }
    files[key] = task
    return task
  }

  /// Opens a server on an empty folder (which migrates and seeds it), closes it and reads the
  /// file back. Closing the last connection folds the write-ahead log into the file; a log
  /// still there would mean rows missing from the copy, so it is an error.
  private static func seed(now: Date) async throws -> Data {
    let folder = try TemporaryFolder("dimo-seed")
    let server = try await DimoServer.open(.forTests(folder: folder.url, clock: { now }))
    await server.close()
    return try await offThePool {
      let file = folder.url.appending(path: DimoServerConfiguration.sqliteFileName)
      let log = URL(filePath: file.path(percentEncoded: false) + "-wal")
      let logSize = (try? log.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
      guard logSize == 0 else { throw UnfoldedLog(size: logSize) }
      return try Data(contentsOf: file)
    }
  }
}

/// The seeded database's write-ahead log was still there after the server closed.
private struct UnfoldedLog: Error, CustomStringConvertible {
  let size: Int

  var description: String {
    "the seeded DIMO database still has a \(size)-byte write-ahead log after closing"
  }
}
