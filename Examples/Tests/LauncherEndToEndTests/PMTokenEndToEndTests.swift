import Foundation
import ProcessTestSupport
import Testing

/// Who may write to a served board: the token `cairn-apps serve` makes and `pm token` shows,
/// `pm login` checking it, and `pm sync` using it, all as separate processes on real files.
@Suite("cairn-apps serve's board token and pm login", .timeLimit(.minutes(2)))
struct PMTokenEndToEndTests {
  /// The same token with its first character changed: well formed, and wrong.
  private func wrong(_ token: String) -> String {
    (token.hasPrefix("A") ? "B" : "A") + token.dropFirst()
  }

  @Test("serve makes the token once, mode 0600, prints it on that start only; pm token shows it")
  func serveMakesTheTokenOnce() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let none = try await cli.run("token")
    #expect(none.status != 0)
    #expect(none.errorOutput.contains("No board token yet"), "\(none.errorOutput)")

    let first = try await ServedBoard(folder: cli.folder)
    defer { first.process.kill() }
    let token = try #require(first.printedToken, "\(first.startLines)")
    #expect(token.count == 43)
    #expect(
      first.startLines.contains { $0.contains("cairn-apps pm login --server \(first.url) --token") }
    )
    let file = cli.folder.appendingPathComponent("pm/server/pm-board-token")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    #expect(try String(contentsOf: file, encoding: .utf8) == token + "\n")
    let shown = try await cli.run("token")
    #expect(shown.status == 0, "\(shown.errorOutput)")
    #expect(shown.output == token + "\n")
    #expect(first.process.signal(SIGTERM) == 0)
    #expect(try await first.process.waitForExit() == 0)

    let second = try await ServedBoard(folder: cli.folder)
    defer { second.process.kill() }
    #expect(second.printedToken == nil)
    #expect(!second.startLines.joined().contains(token), "\(second.startLines)")
    #expect(try await cli.run("token").output == token + "\n", "the same token on every start")
    #expect(second.process.signal(SIGTERM) == 0)
    #expect(try await second.process.waitForExit() == 0)
  }

  @Test("pm login keeps a pair the server accepts, and nothing else; pm sync uses it")
  func loginThenSync() async throws {
    let serverFolder = PMCommandLine()
    let device = PMCommandLine()
    let other = PMCommandLine()
    defer {
      for cli in [serverFolder, device, other] { cli.remove() }
    }
    let server = try await ServedBoard(folder: serverFolder.folder)
    defer { server.process.kill() }
    let token = try #require(server.printedToken)
    let kept = device.folder.appendingPathComponent("pm/sync-login.json")

    let refused = try await device.run("login", "--server", server.url, "--token", wrong(token))
    #expect(refused.status != 0)
    #expect(refused.errorOutput.contains("(401)"), "\(refused.errorOutput)")
    #expect(refused.errorOutput.contains("Nothing was kept."), "\(refused.errorOutput)")
    #expect(!FileManager.default.fileExists(atPath: kept.path))
    let malformed = try await device.run("login", "--server", server.url, "--token", "abc")
    #expect(malformed.status != 0)
    #expect(malformed.errorOutput.contains("is not a board token"), "\(malformed.errorOutput)")
    #expect(!FileManager.default.fileExists(atPath: kept.path))

    let login = try await device.run("login", "--server", server.url, "--token", token)
    #expect(login.status == 0, "\(login.errorOutput)")
    let mode = try FileManager.default.attributesOfItem(atPath: kept.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    #expect(try await device.run("add", "--title", "토큰으로 보낸 일", "--due", "2026-12-01").status == 0)
    let synced = try await device.run("sync")
    #expect(synced.status == 0, "\(synced.errorOutput)")
    #expect(try await device.run("status").output.hasPrefix("synced"))
    #expect(try await other.run("sync", "--server", server.url, "--token", token).status == 0)
    #expect(try await other.list().map { $0["title"] } == ["토큰으로 보낸 일"])

    // Without the token the server answers 401: said as such, and the change kept.
    #expect(try await other.run("add", "--title", "못 보낸 일", "--due", "2026-12-02").status == 0)
    let unauthorized = try await other.run("sync", "--server", server.url)
    #expect(unauthorized.status != 0)
    #expect(
      unauthorized.errorOutput.contains("did not accept this device's board token (401)"),
      "\(unauthorized.errorOutput)")
    #expect(unauthorized.errorOutput.contains("1 local change(s) are kept"))
    let status = try await other.run("status")
    #expect(status.output.contains("1 change(s) pending"), "\(status.output)")
    #expect(
      status.output.contains(
        "last error: The server did not accept this device's board token (401)"),
      "\(status.output)")
    let json = try await other.run("status", "--json").output
    #expect(json.contains(#""state" : "unauthorized""#), "\(json)")
    #expect(try await device.run("sync").status == 0)
    #expect(try await device.list().map { $0["title"] } == ["토큰으로 보낸 일"], "nothing arrived")

    // Logging out goes back to the embedded server, which needs no step.
    let logout = try await device.run("logout")
    #expect(logout.output.contains("Logged out"), "\(logout.output)")
    #expect(!FileManager.default.fileExists(atPath: kept.path))
    #expect(try await device.run("sync").status == 0)
    #expect(server.process.signal(SIGTERM) == 0)
    #expect(try await server.process.waitForExit() == 0)
  }
}
