import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionTransport {
  /// The session of a transport's requests followed for progress, with a ``TransferDelegate``:
  /// made on first use from the transport's session (its configuration, and its delegate for
  /// redirects and challenges), and invalidated with the last copy of the transport.
  final class ProgressSession: @unchecked Sendable {
    // @unchecked Sendable: `made` is only touched while holding `lock`; `appDelegate` is only
    // handed to the TransferDelegate, which calls it on its session's serial delegate queue.
    private let configuration: URLSessionConfiguration
    private let appDelegate: (any URLSessionTaskDelegate)?
    private let lock = NSLock()
    private var made: (URLSession, TransferDelegate)?

    /// The one of ``URLSessionTransport/defaultSession``, shared by every default transport.
    static let shared = ProgressSession(of: URLSessionTransport.defaultSession)

    /// The progress session of `session`.
    init(of session: URLSession) {
      self.configuration = session.configuration
      self.appDelegate = session.delegate as? any URLSessionTaskDelegate
    }

    deinit {
      made?.0.finishTasksAndInvalidate()
    }

    /// The session and its delegate, made on first use.
    var sessionAndDelegate: (URLSession, TransferDelegate) {
      lock.withLock {
        if let made { return made }
        let delegate = TransferDelegate(appDelegate: appDelegate)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1  // the delegate's callbacks, one at a time
        let session = URLSession(
          configuration: configuration, delegate: delegate, delegateQueue: queue)
        made = (session, delegate)
        return (session, delegate)
      }
    }
  }
}
