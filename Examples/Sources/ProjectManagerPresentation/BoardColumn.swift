import CairnPresentation
import Foundation
import ProjectManagerDomain

/// One of the three columns: its state, its header with the live count, and its cards (or
/// why there are none).
public struct BoardColumn: Identifiable, Equatable, Sendable {
  /// The column's state.
  public let state: WorkState
  /// The column's name ("TODO").
  public let title: String
  /// The cards in board order, or loading / empty / failed. A `ChunkedList`: the view model
  /// changes a column of 100,000 cards by copying a chunk of it, not every card.
  public let rows: Loadable<ChunkedList<WorkRow>>

  /// Creates a column.
  public init(state: WorkState, rows: Loadable<ChunkedList<WorkRow>>) {
    self.state = state
    self.title = ProjectManagerStrings.columnTitle(state)
    self.rows = rows
  }

  /// The column's id is its state.
  public var id: WorkState { state }

  /// How many works the column holds; `nil` while loading or after a failure.
  public var count: Int? {
    switch rows {
    case .loaded(let rows): rows.count
    case .empty: 0
    case .loading, .failed: nil
    }
  }

  /// The header with the live count: "TODO 3" (the name alone while the count is unknown).
  public var header: String { ProjectManagerStrings.columnHeader(state, count: count) }

  /// Whether the column shows `work` as it is now (same id, title, body and due day), found by
  /// a binary search in board order: O(log n).
  public func shows(_ work: Work) -> Bool {
    guard let rows = rows.value, work.state == state else { return false }
    let probe = WorkRow(work, today: work.due)
    let index = rows.partitioningIndex { !$0.isInBoardOrder(before: probe) }
    guard index < rows.count else { return false }
    let row = rows[index]
    return row.id == work.id && row.title == work.title && row.body == work.body
      && row.dueDay == work.due
  }
}
