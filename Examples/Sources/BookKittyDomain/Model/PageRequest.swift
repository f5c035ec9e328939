/// One page of a list: skip `offset` rows, read at most `limit` (SQL's `OFFSET` and `LIMIT`).
public struct PageRequest: Hashable, Sendable {
  /// The rows skipped.
  public let offset: Int
  /// The most rows read; at least 1.
  public let limit: Int

  /// A page; a negative offset counts as 0 and a limit below 1 as 1.
  public init(offset: Int, limit: Int) {
    self.offset = max(0, offset)
    self.limit = max(1, limit)
  }

  /// Page `index` (0-based) of pages of `size` rows.
  public static func page(_ index: Int, size: Int) -> PageRequest {
    PageRequest(offset: max(0, index) * max(1, size), limit: size)
  }
}
