import ArgumentParser
import CairnNetworking
import Foundation
import ServerSupport

/// `cairn-stress`: hammers both transports — `SocketHTTPTransport`, the default on Linux, and
/// `URLSessionTransport` — with the races that once deadlocked the second one, against
/// a loopback server in this process, while other threads keep the CPUs busy. Prints one
/// summary line and exits 0 when every call ended with its own answer or an expected error;
/// exits 1 otherwise. A deadlock shows as a process that never exits: the test that runs this
/// program (`NetworkStressTests`) bounds it, sends SIGQUIT — on which the program prints its
/// stage and every call still in flight with its age and what it awaits — and prints its
/// threads' stacks.
@main
struct CairnStress: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cairn-stress",
    abstract: "Concurrent, cancelled and timed-out requests to a loopback server, under load.")

  @Option(help: "How many calls to make in all.")
  var requests = 6_000

  @Option(help: "How many calls run at once.")
  var concurrency = 32

  @Option(help: "How many threads spin to keep the CPUs busy meanwhile.")
  var burners = 2

  @Option(help: "The seed of the random choices (delays, deadlines, cancellations).")
  var seed: UInt64 = 1

  @Flag(
    help: """
      Stop (exit 3) when standard input reaches its end: a test holds it open, so that the run \
      and its spinning threads end with the test process however it ends.
      """)
  var exitWhenInputCloses = false

  mutating func run() async throws {
    if exitWhenInputCloses { InputWatch.exitWhenInputCloses() }
    let progress = StressProgress()
    let reporter = StressReportSignal.install(progress)
    defer { reporter.cancel() }
    let connections = ConnectionCounter()
    let server = try await StressServer.start(connections: connections)
    let burner = CPUBurner(threads: burners)
    let started = ContinuousClock.now
    let workload = StressWorkload(
      serverURL: server.url, concurrency: concurrency, seed: seed, progress: progress)
    progress.enter("workload")
    let tally = await workload.run(requests: requests)
    burner.stop()
    let elapsed = ContinuousClock.now - started
    progress.enter("health check")
    let healthy = await workload.countHealthyCalls(50)
    progress.enter("server stop")
    await server.stopAndWait()
    print(tally.summary(elapsed: elapsed, connections: connections.opened, healthy: healthy))
    guard tally.wrongAnswers == 0, tally.unexpected.isEmpty, healthy == 50 else {
      throw ExitCode(1)
    }
  }
}
