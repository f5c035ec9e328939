import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every SQLite file the apps and `serve` make — and the `-wal`/`-shm` beside it — is the
/// owner's only (0600) in a folder that is the owner's only (0700), even when the process runs
/// with a umask that lets everyone read everything (000): the modes are set, not inherited.
@Suite("Database files are the owner's only, whatever the umask", .timeLimit(.minutes(3)))
struct PrivateFilesEndToEndTests {
  private func launcher() throws -> String {
    try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps").path
  }

  /// `cairn-apps <arguments> --data-dir <folder>` run with umask 000.
  private func underOpenUmask(_ arguments: [String], folder: URL) throws -> [String] {
    ["/bin/sh", "-c", "umask 000; exec \"$@\"", "sh", try launcher()] + arguments + [
      "--data-dir", folder.path,
    ]
  }

  @Test func theClientsAndTheServersDatabasesAreTheOwnersOnlyUnderUmask000() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-private-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }

    let added = try await Subprocess.run(
      try underOpenUmask(["pm", "add", "--title", "Private"], folder: folder))
    #expect(added.status == 0, "\(added.errorOutput)")
    let library = try await Subprocess.run(
      try underOpenUmask(["bookkitty", "library"], folder: folder),
      removingEnvironment: ["OPENAI_API_KEY", "OPENAI_BASE_URL"])
    #expect(library.status == 0, "\(library.errorOutput)")

    // The servers keep their databases open, so their WAL and SHM exist while they serve.
    let server = try ChildProcess(try underOpenUmask(["serve", "--port", "0"], folder: folder))
    defer { server.kill() }
    _ = try #require(
      await server.readLine { $0.hasPrefix("cairn-apps serve: http://") }, "the URL line")
    let files = Self.databaseFiles(under: folder)
    for name in [
      "pm.sqlite", "bookkitty.sqlite", "pm-server.sqlite", "pm-server.sqlite-wal",
      "onban.sqlite", "onban.sqlite-wal", "dimo-server.sqlite", "dimo-server.sqlite-wal",
      "dimo-server.sqlite-shm",
    ] {
      #expect(files.contains { $0.hasSuffix("/" + name) }, "\(name) among \(files)")
    }
    for file in files {
      #expect(Self.mode(file) == 0o600, "\(file)")
      let parent = URL(fileURLWithPath: file).deletingLastPathComponent().path
      #expect(Self.mode(parent) == 0o700, "\(parent), the folder of \(file)")
    }
    #expect(server.signal(SIGINT) == 0)
    #expect(try await server.waitForExit() == 0)
  }

  /// The SQLite files (and their companions) under `folder`.
  private static func databaseFiles(under folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      let name = URL(fileURLWithPath: relative).lastPathComponent
      if name.hasSuffix(".sqlite") || name.hasSuffix(".sqlite-wal")
        || name.hasSuffix(".sqlite-shm")
      {
        files.append(folder.path + "/" + relative)
      }
    }
    return files
  }

  private static func mode(_ path: String) -> mode_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
  }
}
