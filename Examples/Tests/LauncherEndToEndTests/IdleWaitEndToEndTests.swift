import BookKittyTestSupport
import CairnTesting
import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An app waiting for a server that does not answer costs no CPU: the launcher's process is
/// measured from `/proc`, so the tests running beside this one do not count.
@Suite("Waiting for a silent server costs no CPU", .timeLimit(.minutes(2)))
struct IdleWaitEndToEndTests {
  #if canImport(Glibc)
    /// The user and system time of process `pid` so far.
    private func cpuTime(of pid: pid_t) throws -> Duration {
      let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      // The fields after the command name, which is in parentheses and may hold spaces.
      let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
      let ticks = try #require(Int(fields[11])) + (try #require(Int(fields[12])))
      return .milliseconds(ticks * 1000 / sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test func askingAModelThatNeverAnswersUsesUnderHalfASecondOfCPUOverEightSeconds()
      async throws
    {
      let model = try SilentServer()
      defer { model.stop() }
      let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
      let folder = try TemporaryFolder("cairn-idle-wait")
      let asking = try ChildProcess([
        launcher.path, "bookkitty", "ask", "우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요",
        "--model", "openai", "--openai-base-url", model.url.appending(path: "v1").absoluteString,
        "--openai-api-key", "a-test-key", "--data-dir", folder.url.path,
      ])
      defer { asking.kill() }
      let requests = model.requests
      try await waiting(upTo: .seconds(60), for: "the launcher's question to reach the model") {
        for await _ in requests { return }
      }
      let before = try cpuTime(of: asking.pid)
      // The window the CPU is measured over, not a wait for something.
      try await Task.sleep(for: .seconds(8))
      let used = try cpuTime(of: asking.pid) - before
      #expect(used < .milliseconds(500), "8 s of waiting used \(used) of CPU")
    }
  #endif
}
