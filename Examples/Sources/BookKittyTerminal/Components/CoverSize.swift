/// How big a cover is drawn as a picture, in cells: ``rows`` tall and as wide as a cover of the
/// book-search server's 96 × 140 pixels is at that height, a cell being 1 pixel wide and 2 tall
/// (half blocks), so that the picture fills the rectangle.
struct CoverSize: Hashable {
  /// The covers' width over their height.
  static let aspectRatio = 96.0 / 140.0

  /// The covers of the home cards, the book lists and the search results: 8 × 6.
  static let card = CoverSize(rows: 6)
  /// The small covers of a question in the history: 4 × 3.
  static let thumbnail = CoverSize(rows: 3)

  /// The cell rows the cover takes.
  let rows: Int

  /// A cover `rows` tall (at least 1).
  init(rows: Int) {
    self.rows = max(1, rows)
  }

  /// The cell columns the cover takes.
  var columns: Int { max(1, Int((Double(rows * 2) * Self.aspectRatio).rounded())) }

  /// The book detail's cover: half the screen's `height`, between 6 and 16 rows (14 × 10 on a
  /// terminal of 24 rows), and narrower than `width` by its gap and the text beside it.
  static func detail(height: Int, width: Int) -> CoverSize {
    var size = CoverSize(rows: min(16, max(card.rows, height / 2)))
    while size.rows > 1, size.columns > width / 2 { size = CoverSize(rows: size.rows - 1) }
    return size
  }

  /// A library cell's cover for a grid `height` lines tall and cells `width` columns wide: tall
  /// enough that two rows of cells (cover, title, author, a blank line) fill the grid, between
  /// 6 and 12 rows, never taller than the grid nor wider than a cell.
  static func libraryCell(gridHeight height: Int, cellWidth width: Int) -> CoverSize {
    var size = CoverSize(rows: min(height - 3, min(12, max(card.rows, height / 2 - 3))))
    while size.rows > 1, size.columns > width - 2 { size = CoverSize(rows: size.rows - 1) }
    return size
  }
}
