/// A figure a benchmark counts rather than times (TCP connections, frames per key press, bytes
/// written), kept in `latest.json` beside the timed measurements so that a script can check it.
struct CountFigure {
  /// What was counted, as a script finds it: "TCP connections per batch, DataTransferService".
  let name: String
  /// The count (a median where the benchmark counted over several runs).
  let value: Double
  /// The name of the count it is compared with, if any.
  var baseline: String?
  /// `value` over the baseline's count, if there is one.
  var ratio: Double?
}
