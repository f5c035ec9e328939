import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request on a `URLSession`, ended exactly once: by its completion, its deadline or its
/// caller's cancellation, whichever comes first.
///
/// Why not `URLSession.data(for:)`. On Linux, cancelling a Swift task that waits in
/// `data(for:)` runs `URLSessionTask.cancel()` inside the task's cancellation handler. That
/// call waits (`DispatchQueue.sync`) for the session's queue while the Swift runtime holds the
/// cancelled task's status lock; if the transfer completes at that moment, the session's queue
/// is resuming the same task and waits for that lock: a deadlock that stops the process. A
/// task-group race against a timer, or a coalesced flight cancelled by its last waiter, makes
/// that moment frequent.
///
/// Here nothing that can block runs where the runtime holds a lock:
/// - ``cancel()`` (called from the cancellation handler) only takes this object's lock,
///   resumes the caller with `URLError(.cancelled)` and hands `URLSessionTask.cancel()` to a
///   global queue;
/// - the deadline is an entry of ``DeadlineTimer`` (one dispatch timer for every exchange),
///   not a Swift task, so that expiring cancels nothing in the runtime: it resumes the caller
///   with `URLError(.timedOut)` and hands `URLSessionTask.cancel()` to a global queue;
/// - this object's lock is never held while resuming, cancelling or waiting on anything.
final class URLSessionExchange: @unchecked Sendable {
  // @unchecked Sendable: every stored property is only read or written while holding `lock`.
  private typealias Continuation = CheckedContinuation<(Data, URLResponse), any Error>

  private let lock = NSLock()
  private var continuation: Continuation?
  private var task: URLSessionDataTask?
  /// The key of the deadline in ``DeadlineTimer/shared``.
  private var deadlineKey: UInt64?
  /// Why the exchange ended (`.cancelled`, `.timedOut`, or `.unknown` for a completion); `nil`
  /// while it runs.
  private var endReason: URLError.Code?
  /// The exchange's entry in ``NetworkActivity``.
  private var activityID: UInt64?

  /// Starts `request` on `session` with `priority`; `continuation` is resumed once, with the
  /// outcome. With `progress`, `session` must be the session of `progress.delegate`, which
  /// then collects the body, reports the progress and completes the exchange.
  func start(
    _ request: URLRequest, on session: URLSession, deadline: Duration?,
    priority: RequestPriority = .normal,
    progress: (delegate: TransferDelegate, reporter: TransferProgressReporter)? = nil,
    continuation: CheckedContinuation<(Data, URLResponse), any Error>
  ) {
    if let reason = lock.withLock({ endReason }) {
      continuation.resume(throwing: URLError(reason))
      return
    }
    let task: URLSessionDataTask
    if let progress {
      task = session.dataTask(with: request)
      progress.delegate.register(task, exchange: self, reporter: progress.reporter)
    } else {
      task = session.dataTask(with: request) { data, response, error in
        self.complete(data: data, response: response, error: error)
      }
    }
    if priority != .normal { task.priority = priority.urlSessionTaskPriority }
    let activityID = NetworkActivity.registry.begin(
      method: request.httpMethod ?? "GET", url: request.url,
      .sessionTask(identifier: task.taskIdentifier, deadline: deadline.map { .now + $0 }))
    let deadlineKey = deadline.map { DeadlineTimer.shared.schedule(after: $0) { self.expire() } }
    let earlyEnd: URLError.Code? = lock.withLock {
      if let endReason { return endReason }
      self.continuation = continuation
      self.task = task
      self.deadlineKey = deadlineKey
      self.activityID = activityID
      return nil
    }
    if let earlyEnd {
      // Cancelled (or expired) while starting: the task never ran.
      deadlineKey.map(DeadlineTimer.shared.cancel)
      NetworkActivity.registry.end(activityID)
      progress?.delegate.unregister(task)
      task.cancel()
      continuation.resume(throwing: URLError(earlyEnd))
      return
    }
    task.resume()
  }

  /// Ends the exchange for a cancelled caller. Safe inside a cancellation handler: it never
  /// blocks.
  func cancel() {
    guard let (continuation, task) = end(because: .cancelled) else { return }
    continuation?.resume(throwing: URLError(.cancelled))
    if let task {
      // Not here: `URLSessionTask.cancel()` waits for the session's queue (see above).
      DispatchQueue.global().async { task.cancel() }
    }
  }

  /// Ends the exchange when its deadline passes (on the deadline timer's queue, outside any
  /// task).
  private func expire() {
    guard let (continuation, task) = end(because: .timedOut) else { return }
    continuation?.resume(throwing: URLError(.timedOut))
    if let task {
      // Not on the deadline timer's queue: `cancel()` waits for the session's queue, and the
      // other deadlines must not wait behind it.
      DispatchQueue.global().async { task.cancel() }
    }
  }

  /// Ends the exchange with what `URLSession` reported (from the task's completion handler, or
  /// from ``TransferDelegate``).
  func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
    guard let (continuation, _) = end(because: .unknown), let continuation else { return }
    if let error {
      continuation.resume(throwing: error)
    } else if let response {
      continuation.resume(returning: (data ?? Data(), response))
    } else {
      continuation.resume(throwing: URLError(.badServerResponse))
    }
  }

  /// Marks the exchange ended for `reason` and hands back what is left to resume and cancel;
  /// `nil` when it had already ended. Forgets the deadline.
  private func end(because reason: URLError.Code) -> (Continuation?, URLSessionDataTask?)? {
    let ended: (Continuation?, URLSessionDataTask?, UInt64?, UInt64?)? = lock.withLock {
      guard endReason == nil else { return nil }
      endReason = reason
      defer { (continuation, task, deadlineKey, activityID) = (nil, nil, nil, nil) }
      return (continuation, task, deadlineKey, activityID)
    }
    guard let (continuation, task, deadlineKey, activityID) = ended else { return nil }
    deadlineKey.map(DeadlineTimer.shared.cancel)
    activityID.map(NetworkActivity.registry.end)
    return (continuation, task)
  }
}
