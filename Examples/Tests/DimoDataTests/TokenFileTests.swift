import DimoData
import DimoTestSupport
import Foundation
import Testing

@Suite(.timeLimit(.minutes(3)))
struct TokenFileTests {
  @Test func keepsTheTokensReadableByTheUserOnly() throws {
    let folder = try TemporaryFolder("dimo-tokens")
    let file = TokenFile(folder: folder.url)
    try file.save(SessionTokens(access: "a.b.c", refresh: "d.e.f"))
    #expect(file.load() == SessionTokens(access: "a.b.c", refresh: "d.e.f"))
    let attributes = try FileManager.default.attributesOfItem(
      atPath: file.url.path(percentEncoded: false))
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    try file.save(SessionTokens(access: "g", refresh: "h"))
    #expect(file.load()?.access == "g")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(leftovers == [TokenFile.fileName])
  }

  @Test func aDamagedFileIsNoSessionAndGoes() throws {
    let folder = try TemporaryFolder("dimo-tokens")
    let file = TokenFile(folder: folder.url)
    try Data("{not json".utf8).write(to: file.url)
    #expect(file.load() == nil)
    #expect(!FileManager.default.fileExists(atPath: file.url.path(percentEncoded: false)))
  }

  @Test func theTokensNeverShowInADescription() {
    let tokens = SessionTokens(access: "secret-access", refresh: "secret-refresh")
    for text in ["\(tokens)", String(reflecting: tokens)] {
      #expect(!text.contains("secret"))
    }
  }

  @Test func clearingForgetsThem() throws {
    let folder = try TemporaryFolder("dimo-tokens")
    let file = TokenFile(folder: folder.url)
    try file.save(SessionTokens(access: "a", refresh: "b"))
    file.clear()
    #expect(file.load() == nil)
  }
}
