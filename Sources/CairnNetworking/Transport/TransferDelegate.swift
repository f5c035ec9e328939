import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of the sessions that ``URLSessionTransport`` sends requests with progress on:
/// it collects each task's body, reports its upload and download progress, and ends its
/// ``URLSessionExchange`` when the task completes.
///
/// A task with a completion handler gets no body callbacks (on Linux, not even with a task
/// delegate), so these tasks have none, and their exchange is ended from here. The callbacks
/// run on the session's delegate queue; they hold this object's lock only to look the task up.
///
/// Redirects and authentication challenges are the app's: they go to the delegate of the
/// session the transport was made with (`appDelegate`), so that a transfer follows the same
/// redirect policy and trusts the same servers as a plain request. That delegate is called with
/// this second session as `session`.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked Sendable: `transfers` is only touched while holding `lock`; each `Transfer` is
  // only touched from the session's delegate queue (serial), after its registration.

  /// One task in flight.
  private final class Transfer {
    let exchange: URLSessionExchange
    let reporter: TransferProgressReporter
    var body = Data()
    var response: URLResponse?
    var sent: Int64 = -1
    var received: Int64 = -1

    init(exchange: URLSessionExchange, reporter: TransferProgressReporter) {
      self.exchange = exchange
      self.reporter = reporter
    }
  }

  private let lock = NSLock()
  private var transfers: [Int: Transfer] = [:]
  private let appDelegate: (any URLSessionTaskDelegate)?

  /// A delegate that hands redirects and challenges to `appDelegate` (none: the defaults, a
  /// redirect followed and a challenge handled by the system).
  init(appDelegate: (any URLSessionTaskDelegate)?) {
    self.appDelegate = appDelegate
  }

  /// Follows `task` for `exchange`, reporting to `reporter`; call before resuming the task.
  func register(
    _ task: URLSessionTask, exchange: URLSessionExchange, reporter: TransferProgressReporter
  ) {
    let transfer = Transfer(exchange: exchange, reporter: reporter)
    lock.withLock { transfers[task.taskIdentifier] = transfer }
  }

  /// Stops following `task` (it never ran).
  func unregister(_ task: URLSessionTask) {
    _ = lock.withLock { transfers.removeValue(forKey: task.taskIdentifier) }
  }

  private func transfer(for task: URLSessionTask) -> Transfer? {
    lock.withLock { transfers[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {
    guard let transfer = transfer(for: task) else { return }
    let total = totalBytesExpectedToSend > 0 ? totalBytesExpectedToSend : nil
    // Linux URLSession may report more than the body, or the same count twice.
    let sent = min(totalBytesSent, total ?? .max)
    guard sent > transfer.sent else { return }
    transfer.sent = sent
    transfer.reporter.report(TransferProgress(.upload, completedBytes: sent, totalBytes: total))
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    if let transfer = transfer(for: dataTask) {
      transfer.response = response
      reportReceived(transfer)
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    guard let transfer = transfer(for: dataTask) else { return }
    transfer.body.append(data)
    reportReceived(transfer)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) })
    else { return }
    transfer.exchange.complete(
      data: transfer.body, response: task.response ?? transfer.response, error: error)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    guard let appDelegate else { return completionHandler(request) }
    #if canImport(FoundationNetworking)
      appDelegate.urlSession(
        session, task: task, willPerformHTTPRedirection: response, newRequest: request,
        completionHandler: completionHandler)
    #else
      guard
        let decide = appDelegate.urlSession(
          _:task:willPerformHTTPRedirection:newRequest:completionHandler:)
      else { return completionHandler(request) }
      decide(session, task, response, request, completionHandler)
    #endif
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler:
      @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    guard let appDelegate else { return completionHandler(.performDefaultHandling, nil) }
    #if canImport(FoundationNetworking)
      appDelegate.urlSession(
        session, task: task, didReceive: challenge, completionHandler: completionHandler)
    #else
      guard let decide = appDelegate.urlSession(_:task:didReceive:completionHandler:) else {
        return completionHandler(.performDefaultHandling, nil)
      }
      decide(session, task, challenge, completionHandler)
    #endif
  }

  private func reportReceived(_ transfer: Transfer) {
    let received = Int64(transfer.body.count)
    guard received > transfer.received else { return }
    transfer.received = received
    let expected = transfer.response?.expectedContentLength ?? -1
    transfer.reporter.report(
      TransferProgress(
        .download, completedBytes: received, totalBytes: expected >= 0 ? expected : nil))
  }
}
