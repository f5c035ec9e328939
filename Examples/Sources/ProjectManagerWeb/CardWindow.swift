/// Which cards of a column the page holds: all of a column of up to ``limit`` works, else
/// ``limit`` of them around the selected card, so that a board of 100,000 works sends a page of
/// a few hundred cards (the terminal likewise draws only the cards on screen).
enum CardWindow {
  /// The most cards a column puts on the page.
  static let limit = 200

  /// The positions to show in a column of `count` cards with the card at `selected` selected.
  static func range(count: Int, selected: Int?, limit: Int = limit) -> Range<Int> {
    guard count > limit, limit > 0 else { return 0..<max(0, count) }
    let wanted = (selected ?? 0) - limit / 2
    let start = max(0, min(count - limit, wanted))
    return start..<(start + limit)
  }
}
