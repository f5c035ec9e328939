import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSessionTransport {
  /// The session of a transport's requests followed for progress, with a ``TransferDelegate``:
  /// made on first use from the transport's configuration, and invalidated with the last copy
  /// of the transport.
  final class ProgressSession: @unchecked Sendable {
    // @unchecked Sendable: `made` is only touched while holding `lock`.
    private let configuration: URLSessionConfiguration
    private let lock = NSLock()
    private var made: (URLSession, TransferDelegate)?

    /// The one of ``URLSessionTransport/defaultSession``, shared by every default transport.
    static let shared = ProgressSession(
      configuration: URLSessionTransport.defaultSession.configuration)

    init(configuration: URLSessionConfiguration) {
      self.configuration = configuration
    }

    deinit {
      made?.0.finishTasksAndInvalidate()
    }

    /// The session and its delegate, made on first use.
    var sessionAndDelegate: (URLSession, TransferDelegate) {
      lock.withLock {
        if let made { return made }
        let delegate = TransferDelegate()
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
