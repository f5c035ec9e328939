import Foundation
import ProjectManagerAPI
import ProjectManagerServer
import Testing

/// The board token of `cairn-apps serve`, kept in its data folder.
@Suite("The board token file", .timeLimit(.minutes(1)))
struct BoardTokenFileTests {
  private let folder = FileManager.default.temporaryDirectory
    .appending(path: "pm-token-file-\(UUID().uuidString)/server")

  private func mode(of url: URL) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))[
      .posixPermissions] as? Int
  }

  @Test("made once with mode 0600, then read back on every later start")
  func madeOnceThenRead() throws {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let file = BoardTokenFile(folder: folder)
    #expect(try file.load() == nil, "no token before the first start")
    let first = try file.loadOrCreate()
    #expect(first.isNew)
    #expect(try mode(of: file.url) == 0o600)
    #expect(try String(contentsOf: file.url, encoding: .utf8) == first.token.text + "\n")
    let second = try file.loadOrCreate()
    #expect(!second.isNew)
    #expect(second.token == first.token)
    #expect(try file.load() == first.token)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
        == [BoardTokenFile.fileName], "no temporary file is left behind")
  }

  @Test(
    "a file that does not hold a token is an error that says what to do, and is kept as it is",
    arguments: ["", "\n", "not a token", String(BoardToken.random().text.dropLast())])
  func aDamagedFileIsAnError(contents: String) throws {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = BoardTokenFile(folder: folder)
    try Data(contents.utf8).write(to: file.url)
    #expect(throws: BoardTokenFileError.damaged(path: file.url.path(percentEncoded: false))) {
      try file.loadOrCreate()
    }
    #expect(
      BoardTokenFileError.damaged(path: "/x").description.contains("delete it so that"))
    #expect(try Data(contentsOf: file.url) == Data(contents.utf8), "never replaced in silence")
  }

  @Test("a token file others could read is made the owner's only")
  func looseModeIsTightened() throws {
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let file = BoardTokenFile(folder: folder)
    let made = try file.loadOrCreate().token
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: file.url.path(percentEncoded: false))
    #expect(try file.load() == made)
    #expect(try mode(of: file.url) == 0o600)
  }
}
