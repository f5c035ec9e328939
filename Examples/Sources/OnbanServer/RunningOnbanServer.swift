import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// An Onban server running in this process on 127.0.0.1 with an ephemeral port: the
/// embedded default of design.md §7, and what tests talk to over a real socket.
public final class RunningOnbanServer: Sendable {
  /// The server (its request counter and fault injection are reachable for tests).
  public let server: OnbanServer
  /// Where it listens, e.g. `http://127.0.0.1:41234`.
  public let url: URL
  private let group: ServiceGroup
  private let task: Task<Void, any Error>

  private init(server: OnbanServer, url: URL, group: ServiceGroup, task: Task<Void, any Error>) {
    self.server = server
    self.url = url
    self.group = group
    self.task = task
  }

  /// Starts `server` on 127.0.0.1 and returns once it accepts connections. Requests are
  /// logged through `logger` (nowhere by default: a terminal app owns the screen).
  public static func start(
    _ server: OnbanServer,
    logger: Logger = Logger(label: "onban") { _ in SwiftLogNoOpLogHandler() }
  ) async throws -> RunningOnbanServer {
    let ready = PortPromise()
    let app = Application(
      router: server.makeRouter(),
      configuration: ApplicationConfiguration(
        address: .hostname("127.0.0.1", port: 0), serverName: "onban"),
      onServerRunning: { channel in ready.fulfill(.success(channel.localAddress?.port ?? 0)) },
      logger: logger)
    // A service group, so that stopping is a graceful shutdown: cancelling the server's task
    // while a response is being written trips a precondition in NIO.
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [app], logger: logger))
    let task = Task {
      do {
        try await group.run()
        ready.fulfill(.failure(CancellationError()))
      } catch {
        ready.fulfill(.failure(error))
        throw error
      }
    }
    let port = try await ready.value
    guard let url = URL(string: "http://127.0.0.1:\(port)") else {
      await group.triggerGracefulShutdown()
      throw CancellationError()
    }
    return RunningOnbanServer(server: server, url: url, group: group, task: task)
  }

  /// Starts a graceful shutdown: the server stops accepting, lets in-flight requests finish,
  /// then stops.
  public func stop() {
    let group = self.group
    Task { await group.triggerGracefulShutdown() }
  }

  /// Shuts down gracefully and waits until the server has let go of its port.
  public func stopAndWait() async {
    await group.triggerGracefulShutdown()
    _ = await task.result
  }
}

/// The port, once the server reports it — or the error that stopped it first.
private final class PortPromise: @unchecked Sendable {
  // @unchecked Sendable: `result` and `waiter` are only touched under `lock`.
  private let lock = NSLock()
  private var result: Result<Int, any Error>?
  private var waiter: CheckedContinuation<Int, any Error>?

  func fulfill(_ outcome: Result<Int, any Error>) {
    let waiting: CheckedContinuation<Int, any Error>? = lock.withLock {
      guard result == nil else { return nil }
      result = outcome
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume(with: outcome)
  }

  var value: Int {
    get async throws {
      try await withCheckedThrowingContinuation { continuation in
        let done: Result<Int, any Error>? = lock.withLock {
          if result == nil { waiter = continuation }
          return result
        }
        if let done { continuation.resume(with: done) }
      }
    }
  }
}
