import Dispatch

/// A serial executor on a dispatch queue of its own, for an actor whose work blocks its thread
/// (a file written and `fsync`ed, read, or checked): the actor runs there, not on the
/// concurrency pool, whose threads (as many as the machine has cores) every other task needs.
///
/// ```swift
/// actor FileStore {
///   private let executor = SerialQueueExecutor(label: "FileStore")
///   nonisolated var unownedExecutor: UnownedSerialExecutor {
///     executor.asUnownedSerialExecutor()
///   }
/// }
/// ```
public final class SerialQueueExecutor: SerialExecutor {
  private let queue: DispatchQueue

  /// Creates the executor and its queue; `label` names the queue in a thread's stack.
  public init(label: String) {
    self.queue = DispatchQueue(label: label)
  }

  /// Runs the job on the queue, after the jobs enqueued before it.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
