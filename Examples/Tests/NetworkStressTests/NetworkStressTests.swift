import Foundation
import ProcessTestSupport
import Testing

/// Runs `cairn-stress` in a child process: thousands of concurrent, coalesced, cancelled and
/// timed-out requests against a loopback server while two threads keep the CPUs busy. The
/// transport that cancelled Swift tasks inside `URLSession.data(for:)` deadlocked under this
/// load within seconds; a run that does not end fails after two minutes with what the program
/// prints on SIGQUIT (its stage, every call in flight with its age and what it awaits) and
/// every thread's stack, never in a hung test run.
///
/// The seeds run one after the other, each waited for on a thread of its own: two stress runs
/// at once, or a run holding one of the threads that run the other tests' async code, would
/// stall every other test of the process for as long.
@Suite("Networking under stress", .serialized, .timeLimit(.minutes(4)))
struct NetworkStressTests {
  @Test(arguments: [1, 2] as [UInt64])
  func cancelledAndTimedOutRequestsNeverHangTheProcess(seed: UInt64) async throws {
    let program = try #require(BuiltProduct.named("cairn-stress"), "swift test builds cairn-stress")
    let result = try await Subprocess.run(
      [
        program.path, "--requests", "8000", "--concurrency", "32", "--burners", "2",
        "--seed", "\(seed)", "--exit-when-input-closes",
      ],
      timeout: .seconds(120), capturesStacksOnTimeout: true, holdsInputOpen: true,
      reportSignal: SIGQUIT)
    let summary = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(result.status == 0, "\(summary)\n\(result.errorOutput)")
    #expect(summary.contains("0 wrong answers"), "\(summary)")
    #expect(summary.contains("unexpected errors: none"), "\(summary)")
    #expect(summary.contains("afterwards 50 of 50 plain calls answered"), "\(summary)")
  }
}
