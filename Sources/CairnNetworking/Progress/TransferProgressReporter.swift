/// Where a transport reports the progress of one request (see ``RequestContext/progress``).
public struct TransferProgressReporter: Sendable {
  private let handler: @Sendable (TransferProgress) -> Void

  /// Creates a reporter that hands every value to `handler`, on the transport's queue.
  public init(_ handler: @escaping @Sendable (TransferProgress) -> Void) {
    self.handler = handler
  }

  /// Reports `progress`.
  public func report(_ progress: TransferProgress) {
    handler(progress)
  }
}
