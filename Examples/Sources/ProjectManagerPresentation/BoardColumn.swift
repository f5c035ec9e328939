import CairnPresentation
import Foundation
import ProjectManagerDomain

/// One of the three columns: its state, its header with the live count, and its works (or
/// why there are none), with the day their cards judge overdue dates on.
public struct BoardColumn: Identifiable, Equatable, Sendable {
  /// The column's state.
  public let state: WorkState
  /// The column's name ("TODO").
  public let title: String
  /// The works in board order, or loading / empty / failed. A `ChunkedList`: the view model
  /// changes a column of 100,000 works by copying a chunk of it, and a screen draws a card
  /// (``card(for:)``) only for the works it shows.
  public let works: Loadable<ChunkedList<Work>>
  /// Today, for the cards' overdue dates.
  public let today: Day

  /// Creates a column.
  public init(state: WorkState, works: Loadable<ChunkedList<Work>>, today: Day) {
    self.state = state
    self.title = ProjectManagerStrings.columnTitle(state)
    self.works = works
    self.today = today
  }

  /// The column's id is its state.
  public var id: WorkState { state }

  /// How many works the column holds; `nil` while loading or after a failure.
  public var count: Int? {
    switch works {
    case .loaded(let works): works.count
    case .empty: 0
    case .loading, .failed: nil
    }
  }

  /// The header with the live count: "TODO 3" (the name alone while the count is unknown).
  public var header: String { ProjectManagerStrings.columnHeader(state, count: count) }

  /// The card of one of the column's works.
  public func card(for work: Work) -> WorkRow {
    WorkRow(work, today: today)
  }

  /// Every card, in order: O(n), for tests and small boards (a screen draws ``card(for:)`` of
  /// the works it shows).
  public var cards: [WorkRow] {
    works.value.map { $0.map(card) } ?? []
  }

  /// Whether the column shows `work` as it is now, found by a binary search in board order:
  /// O(log n).
  public func shows(_ work: Work) -> Bool {
    guard let works = works.value, work.state == state else { return false }
    let index = works.partitioningIndex { !$0.isInBoardOrder(before: work) }
    return index < works.count && works[index] == work
  }
}
