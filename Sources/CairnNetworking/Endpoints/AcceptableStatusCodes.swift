/// The response statuses an endpoint accepts as a success; any other status fails with
/// ``NetworkError/http(status:body:)``. ``successful`` (200–299) by default.
///
/// ```swift
/// var acceptableStatusCodes: AcceptableStatusCodes { [200, 404] }  // a missing item is an answer
/// ```
public struct AcceptableStatusCodes: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// The accepted statuses, as ranges.
  public let ranges: [ClosedRange<Int>]

  /// Accepts the statuses in `ranges`.
  public init(_ ranges: ClosedRange<Int>...) {
    self.ranges = ranges
  }

  /// Accepts exactly `codes`.
  public init(arrayLiteral codes: Int...) {
    self.ranges = codes.map { $0...$0 }
  }

  /// 200–299: every successful status, the default of every endpoint.
  public static let successful = AcceptableStatusCodes(200...299)

  /// Whether `status` is accepted.
  public func contains(_ status: Int) -> Bool {
    ranges.contains { $0.contains(status) }
  }
}
