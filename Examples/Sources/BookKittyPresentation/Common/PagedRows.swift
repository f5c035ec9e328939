/// The loaded pages of a list, as a screen shows them.
public struct PagedRows<Row: Hashable & Sendable>: Hashable, Sendable {
  /// The rows of every loaded page, in order, each once.
  public let rows: [Row]
  /// True while the next page is being read.
  public let isLoadingMore: Bool
  /// True when the last page read was full, so another may follow.
  public let hasMore: Bool

  /// Creates the rows of a list.
  public init(rows: [Row], isLoadingMore: Bool, hasMore: Bool) {
    self.rows = rows
    self.isLoadingMore = isLoadingMore
    self.hasMore = hasMore
  }
}
