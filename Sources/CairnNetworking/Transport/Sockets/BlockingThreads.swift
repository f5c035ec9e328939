import Foundation

/// Threads for work that blocks (a socket exchange waiting in `poll`), kept apart from the
/// Swift concurrency pool, whose few threads must never block. A job runs on an idle thread if
/// there is one, else on a new thread; a thread that has had no job for ``idleLimit`` ends.
final class BlockingThreads: @unchecked Sendable {
  // @unchecked Sendable: `idle` is only touched while holding `lock`; each worker's `job` only
  // while holding its condition.

  /// The threads of every socket exchange.
  static let shared = BlockingThreads()

  /// How long a thread waits for a job before it ends.
  let idleLimit: TimeInterval

  /// One thread and the job handed to it.
  fileprivate final class Worker: @unchecked Sendable {
    // @unchecked Sendable: `job` is only touched while holding `condition`.
    let condition = NSCondition()
    var job: (@Sendable () -> Void)?
  }

  private let lock = NSLock()
  private var idle: [Worker] = []

  /// Threads that end after `idleLimit` seconds without a job.
  init(idleLimit: TimeInterval = 30) {
    self.idleLimit = idleLimit
  }

  /// Runs `job` on a thread of its own.
  func run(_ job: @escaping @Sendable () -> Void) {
    if let worker = lock.withLock({ idle.popLast() }) {
      worker.condition.withLock {
        worker.job = job
        worker.condition.signal()
      }
      return
    }
    let worker = Worker()
    worker.job = job
    let thread = Thread { [self] in serve(worker) }
    thread.name = "cairn.networking.socket"
    thread.start()
  }

  /// How many threads wait for a job (for tests).
  var idleCount: Int { lock.withLock { idle.count } }

  /// Runs the worker's jobs until it has waited ``idleLimit`` for one.
  private func serve(_ worker: Worker) {
    while let job = nextJob(of: worker) {
      job()
    }
  }

  /// The job handed to `worker`: the one it was started with, or the next one, or nil when
  /// none came within ``idleLimit`` (the worker has then left the idle list).
  private func nextJob(of worker: Worker) -> (@Sendable () -> Void)? {
    if let job = worker.condition.withLock({ worker.takeJob() }) { return job }
    lock.withLock { idle.append(worker) }
    var deadline: Date? = Date(timeIntervalSinceNow: idleLimit)
    worker.condition.lock()
    defer { worker.condition.unlock() }
    while worker.job == nil {
      guard let limit = deadline else {
        worker.condition.wait()
        continue
      }
      if !worker.condition.wait(until: limit) {
        let hasLeft = lock.withLock {
          guard let index = idle.firstIndex(where: { $0 === worker }) else { return false }
          idle.remove(at: index)
          return true
        }
        if hasLeft { return nil }
        // Not in the list any more: `run` took it and is handing it a job; wait for that.
        deadline = nil
      }
    }
    return worker.takeJob()
  }
}

extension BlockingThreads.Worker {
  /// The job, which the worker no longer holds; call while holding `condition`.
  fileprivate func takeJob() -> (@Sendable () -> Void)? {
    defer { job = nil }
    return job
  }
}
