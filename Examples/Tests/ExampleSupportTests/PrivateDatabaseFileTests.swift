import ExampleSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `PrivateDatabaseFile`: a database file 0600 in a folder 0700, made so before SQLite opens
/// it, with older files tightened — the modes are explicit, so they hold under any umask.
@Suite("PrivateDatabaseFile: the owner's only", .timeLimit(.minutes(1)))
struct PrivateDatabaseFileTests {
  @Test func aMissingFileAndFolderAreCreatedForTheOwnerOnly() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/app/server/data.sqlite"
    try PrivateDatabaseFile(path: path).prepare()
    #expect(Self.mode(path) == 0o600)
    #expect(Self.mode(root + "/app/server") == 0o700)
    #expect(Self.size(path) == 0, "an empty file: SQLite takes it for an empty database")
    #expect(PrivateDatabaseFile(path: path).exposedPaths().isEmpty)
  }

  @Test func filesAndAFolderLeftReadableAreTightenedAndKeepTheirContents() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/data.sqlite"
    for file in [path, path + "-wal", path + "-shm"] {
      #expect(FileManager.default.createFile(atPath: file, contents: Data("kept".utf8)))
      #expect(chmod(file, 0o644) == 0)
    }
    #expect(chmod(root, 0o755) == 0)
    let database = PrivateDatabaseFile(path: path)
    #expect(database.exposedPaths().count == 4, "the folder, the file, its WAL and SHM")

    try database.prepare()
    for file in [path, path + "-wal", path + "-shm"] {
      #expect(Self.mode(file) == 0o600, "\(file)")
      #expect(Self.size(file) == 4, "\(file) keeps its contents")
    }
    #expect(Self.mode(root) == 0o700)
    #expect(database.exposedPaths().isEmpty)
    #expect(database.existingCompanions() == [path + "-wal", path + "-shm"])
  }

  @Test func aSharedStickyFolderIsLeftAsItIs() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(chmod(root, 0o1777) == 0)
    let path = root + "/data.sqlite"
    try PrivateDatabaseFile(path: path).prepare()
    #expect(Self.mode(root) == 0o1777, "like /tmp: other users' files live there too")
    #expect(Self.mode(path) == 0o600)
  }

  @Test func aFileWhereTheFolderShouldBeIsReported() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileManager.default.createFile(atPath: root + "/blocker", contents: Data()))
    let error = #expect(throws: PrivateFileError.self) {
      try PrivateDatabaseFile(path: root + "/blocker/data.sqlite").prepare()
    }
    #expect(error?.description.contains(root + "/blocker") == true, "\(String(describing: error))")
  }

  private static func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appending(path: "private-db-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path(percentEncoded: false)
  }

  /// The permission bits of `path` (sticky bit included), or nil when it does not exist.
  private static func mode(_ path: String) -> mode_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
  }

  private static func size(_ path: String) -> Int? {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : nil
  }
}
