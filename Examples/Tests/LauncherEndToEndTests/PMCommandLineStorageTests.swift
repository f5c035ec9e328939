import Foundation
import ProcessTestSupport
import Testing

/// `cairn-apps pm` where its storage or its input is unusual: bytes that are not text, a board
/// it only reads, a disk with no room left.
@Suite("cairn-apps pm: odd input, read-only listing, a full disk", .timeLimit(.minutes(2)))
struct PMCommandLineStorageTests {
  @Test func importRefusesALineThatIsNotUTF8AndSaysWhichKeepingTheLinesBefore() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
    let input = cli.folder.appending(path: "works.jsonl")
    var bytes = Data(#"{"title": "첫 줄", "due": "2026-12-01"}"#.utf8) + Data([0x0A])
    bytes +=
      Data(#"{"title": "ab"#.utf8) + Data([0xFF, 0xFE]) + Data(#"cd", "due": "2026-12-02"}"#.utf8)
    bytes += Data([0x0A]) + Data(#"{"title": "셋째", "due": "2026-12-03"}"#.utf8)
    try bytes.write(to: input)

    let result = try await Subprocess.run([
      "/bin/sh", "-c",
      "exec \"$0\" pm import --data-dir \"$1\" < \"$2\"",
      try PMCommandLine.launcher().path, cli.folder.path, input.path,
    ])
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("Line 2 is not UTF-8 text"), "\(result.errorOutput)")
    #expect(result.output.split(separator: "\n").count == 1, "the first line's id, only")
    #expect(try await cli.list().map { $0["title"] } == ["첫 줄"])
  }

  @Test func listingReadsTheBoardWithoutWritingAByteOfIt() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    #expect(try await cli.run("add", "--title", "읽기만", "--due", "2026-12-01").status == 0)
    let file = cli.folder.appending(path: "pm/pm.sqlite")
    let before = try Data(contentsOf: file)
    for _ in 0..<3 {
      let listed = try await cli.run("list")
      #expect(listed.status == 0, "\(listed.errorOutput)")
      #expect(listed.output.contains("읽기만"))
      #expect(try await cli.run("status").status == 0)
    }
    let after = try Data(contentsOf: file)
    // Bytes 40–43 of the header are the schema version a writing open used to bump by two.
    #expect(after == before, "the file, its header's schema version included, is unchanged")
  }

  @Test func listingAFolderWithNoBoardCreatesNothing() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let listed = try await cli.run("list")
    #expect(listed.status == 0, "\(listed.errorOutput)")
    #expect(listed.output.contains("TODO (0)"))
    #expect(!FileManager.default.fileExists(atPath: cli.folder.path), "no folder, no file")
  }

  /// The board lives on a 4 MiB file system of its own (tmpfs, mounted in a mount namespace of
  /// the test's child, as root or in a user namespace), filled up between two commands.
  @Test func aFullDiskIsSaidToBeFullAndLosesNothingSaved() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
    let script = """
      set -e
      mount -t tmpfs -o size=4m tmpfs "$1"
      "$0" pm add --title "saved before" --due 2026-12-01 --data-dir "$1" > /dev/null
      dd if=/dev/zero of="$1/filler" bs=4k 2> /dev/null || true
      set +e
      "$0" pm add --title "no room" --due 2026-12-02 --data-dir "$1"
      echo "add status: $?"
      rm "$1/filler"
      "$0" pm list --json --data-dir "$1"
      """
    let result = try await Subprocess.run([
      "unshare", "--map-root-user", "--mount", "/bin/sh", "-c", script,
      try PMCommandLine.launcher().path, cli.folder.path,
    ])
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output.contains("add status: 1"), "\(result.output)")
    #expect(result.errorOutput.contains("the disk is full"), "\(result.errorOutput)")
    #expect(!result.errorOutput.contains("disk I/O error"), "\(result.errorOutput)")
    #expect(result.output.contains(#""title" : "saved before""#), "\(result.output)")
    #expect(!result.output.contains("no room"))
  }
}
