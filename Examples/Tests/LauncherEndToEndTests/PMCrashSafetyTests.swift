import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A writer killed with SIGKILL in the middle of a stream of writes: the database opens
/// cleanly afterwards and holds every work whose commit was acknowledged.
@Suite("Crash safety of the board's database", .timeLimit(.minutes(3)))
struct PMCrashSafetyTests {
  @Test("SIGKILL in the middle of `pm import` loses no acknowledged work")
  func sigkillDuringWrites() async throws {
    // Writing to the pipe of a process that was just killed must not kill the test runner.
    signal(SIGPIPE, SIG_IGN)
    let cli = PMCommandLine()
    defer { cli.remove() }
    let writer = try ChildProcess(
      [try PMCommandLine.launcher().path, "pm", "import", "--data-dir", cli.folder.path],
      feedsInput: true)
    defer { writer.kill() }
    var acknowledged: [String] = []
    var sent = 0
    // Keep the writer busy: several lines always wait in its input while it commits.
    while acknowledged.count < 150 {
      while sent < acknowledged.count + 20 {
        let body = String(repeating: "본문", count: sent % 200)
        writer.write(#"{"title": "일 \#(sent)", "body": "\#(body)", "due": "2026-12-01"}"# + "\n")
        sent += 1
      }
      guard let id = await writer.readLine(where: { !$0.isEmpty }) else {
        Issue.record("the writer stopped after \(acknowledged.count) works")
        return
      }
      acknowledged.append(id)
    }
    #expect(writer.signal(SIGKILL) == 0)
    #expect(try await writer.waitForExit() == 128 + SIGKILL)

    let integrity = try await cli.run(["status", "--json"])
    #expect(integrity.status == 0, "the database opens after the crash: \(integrity.errorOutput)")
    #expect(integrity.output.contains(#""database" : "ok""#), "\(integrity.output)")
    let stored = Set(try await cli.list().compactMap { $0["id"] })
    #expect(stored.isSuperset(of: acknowledged))
    #expect(stored.count <= sent)
    #expect(stored.count >= acknowledged.count)
  }
}
