/// How far a transfer has come in one direction: bytes sent of the request's body, or bytes
/// received of the response's.
public struct TransferProgress: Sendable, Hashable {
  /// Which way the bytes go.
  public enum Direction: Sendable, Hashable {
    /// The request's body, to the server.
    case upload
    /// The response's body, from the server.
    case download
  }

  /// Which way the bytes go.
  public var direction: Direction
  /// The bytes transferred so far.
  public var completedBytes: Int64
  /// The bytes to transfer in all, when known (a response without `Content-Length` does not
  /// say).
  public var totalBytes: Int64?

  /// Creates a progress value.
  public init(_ direction: Direction, completedBytes: Int64, totalBytes: Int64?) {
    self.direction = direction
    self.completedBytes = completedBytes
    self.totalBytes = totalBytes
  }

  /// The part done, from 0 to 1, when the total is known.
  public var fractionCompleted: Double? {
    guard let totalBytes, totalBytes > 0 else { return nil }
    return min(1, Double(completedBytes) / Double(totalBytes))
  }
}
