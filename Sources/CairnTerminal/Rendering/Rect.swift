/// A rectangle of screen cells: where a component draws.
///
/// Sizes are never negative; the split helpers clamp, so layout code can subtract freely
/// and end up with empty rectangles rather than nonsense.
public struct Rect: Sendable, Hashable {
  /// The top row.
  public var row: Int
  /// The left column.
  public var col: Int
  /// Number of columns (never negative).
  public var width: Int
  /// Number of rows (never negative).
  public var height: Int

  /// A rectangle; negative sizes count as zero.
  public init(row: Int, col: Int, width: Int, height: Int) {
    self.row = row
    self.col = col
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// True when the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }
  /// The row just below the rectangle.
  public var bottom: Int { row + height }
  /// The column just right of the rectangle.
  public var right: Int { col + width }
  /// The rows the rectangle covers.
  public var rows: Range<Int> { row..<bottom }
  /// The columns the rectangle covers.
  public var columns: Range<Int> { col..<right }

  /// The rectangle shrunk by `amount` cells on every side.
  public func inset(by amount: Int) -> Rect {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// The rectangle shrunk by the given number of cells on each side.
  public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(
      row: row + top, col: col + left, width: width - left - right, height: height - top - bottom)
  }

  /// The one-row rectangle `offset` rows below the top (empty when outside).
  public func line(_ offset: Int) -> Rect {
    Rect(row: row + offset, col: col, width: width, height: (0..<height).contains(offset) ? 1 : 0)
  }

  /// Splits off the top `count` rows.
  public func splitTop(_ count: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, count), height)
    return (
      Rect(row: row, col: col, width: width, height: taken),
      Rect(row: row + taken, col: col, width: width, height: height - taken)
    )
  }

  /// Splits off the bottom `count` rows.
  public func splitBottom(_ count: Int) -> (rest: Rect, bottom: Rect) {
    let split = splitTop(height - min(max(0, count), height))
    return (split.top, split.rest)
  }

  /// Splits off the left `count` columns.
  public func splitLeft(_ count: Int) -> (left: Rect, rest: Rect) {
    let taken = min(max(0, count), width)
    return (
      Rect(row: row, col: col, width: taken, height: height),
      Rect(row: row, col: col + taken, width: width - taken, height: height)
    )
  }

  /// Splits off the right `count` columns.
  public func splitRight(_ count: Int) -> (rest: Rect, right: Rect) {
    let split = splitLeft(width - min(max(0, count), width))
    return (split.left, split.rest)
  }

  /// `count` side-by-side columns of (nearly) equal width with `spacing` columns between
  /// them; the leftover columns go to the leftmost ones.
  public func splitIntoColumns(_ count: Int, spacing: Int = 0) -> [Rect] {
    guard count > 0 else { return [] }
    let available = max(0, width - spacing * (count - 1))
    var result: [Rect] = []
    var left = col
    for index in 0..<count {
      let columnWidth = available / count + (index < available % count ? 1 : 0)
      result.append(Rect(row: row, col: left, width: columnWidth, height: height))
      left += columnWidth + spacing
    }
    return result
  }

  /// A rectangle of the given size centered in this one (clamped to fit).
  public func centered(width: Int, height: Int) -> Rect {
    let fittedWidth = min(max(0, width), self.width)
    let fittedHeight = min(max(0, height), self.height)
    return Rect(
      row: row + (self.height - fittedHeight) / 2, col: col + (self.width - fittedWidth) / 2,
      width: fittedWidth, height: fittedHeight)
  }
}
