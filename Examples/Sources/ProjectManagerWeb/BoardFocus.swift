import Foundation
import ProjectManagerDomain

/// Where the board's keys act, as the terminal board keeps it: the focused column and, in each
/// column, the selected card (by the work's id, so that it stays on the same work when the
/// column changes).
struct BoardFocus {
  /// The focused column's index (0: TODO, 1: DOING, 2: DONE).
  private(set) var column = 0
  private var selected: [Int: UUID] = [:]
  private let columnCount: Int

  /// A focus on the first column of `columnCount`, nothing selected.
  init(columnCount: Int) {
    self.columnCount = max(1, columnCount)
  }

  /// Focuses the column `step` to the right (negative: to the left), stopping at the ends.
  mutating func moveColumn(_ step: Int) {
    column = max(0, min(columnCount - 1, column + step))
  }

  /// Focuses `column` and selects the work `id` in it.
  mutating func select(_ id: UUID, inColumn column: Int) {
    guard (0..<columnCount).contains(column) else { return }
    self.column = column
    selected[column] = id
  }

  /// The position of the selected card of column `index` among `works`, if it is still there.
  func selectedIndex(inColumn index: Int, of works: some RandomAccessCollection<Work>) -> Int? {
    guard let id = selected[index] else { return nil }
    return works.firstIndex { $0.id == id }.map { works.distance(from: works.startIndex, to: $0) }
  }

  /// The selected work of the focused column, if it is among `works` (that column's).
  func selectedWork(of works: some RandomAccessCollection<Work>) -> Work? {
    guard let id = selected[column] else { return nil }
    return works.first { $0.id == id }
  }

  /// Moves the focused column's selection `step` cards down (negative: up) among `works`; from
  /// nothing, selects the first card.
  mutating func moveSelection(_ step: Int, in works: some RandomAccessCollection<Work>) {
    guard !works.isEmpty else {
      selected[column] = nil
      return
    }
    let offset = selectedIndex(inColumn: column, of: works).map {
      max(0, min(works.count - 1, $0 + step))
    }
    let index = works.index(works.startIndex, offsetBy: offset ?? 0)
    selected[column] = works[index].id
  }
}
