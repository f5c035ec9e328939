import ProjectManagerAPI

/// One page of changes: what a pull answers.
struct PullPage: Sendable {
  /// The records changed after the asked change number, in change order.
  let records: [WorkRecord]
  /// The change number of the last record, or where the page started when it is empty.
  let cursor: Int
  /// True when later changes wait after `cursor`.
  let hasMore: Bool
}
