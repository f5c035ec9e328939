import CairnPresentation
import Foundation
import ProjectManagerDomain

/// What the board shows, kept between changes: each column's rows in board order and each
/// shown work by id, so that a change costs O(works it wrote × log n) — a binary search and a
/// chunk copied per work — whatever the size of the board.
struct BoardContents {
  /// Each state's rows, in board order.
  private(set) var rows: [WorkState: ChunkedList<WorkRow>]
  /// Every work shown, by id.
  private(set) var works: [UUID: Work]
  /// The day the rows' overdue flags were worked out for.
  private(set) var today: Day

  /// The board of `works`, given in board order (a full read), on `today`.
  init(_ works: [Work], today: Day) {
    self.today = today
    var byState: [WorkState: [WorkRow]] = [:]
    var byID: [UUID: Work] = [:]
    byID.reserveCapacity(works.count)
    for work in works {
      byState[work.state, default: []].append(WorkRow(work, today: today))
      byID[work.id] = work
    }
    rows = Dictionary(
      uniqueKeysWithValues: WorkState.allCases.map { state in
        (state, ChunkedList(byState[state] ?? []))
      })
    self.works = byID
  }

  /// Applies what one change wrote.
  /// - Returns: whether anything shown changed.
  mutating func apply(saved: [Work], removed: [UUID]) -> Bool {
    var changed = false
    for id in removed where remove(id) != nil { changed = true }
    for work in saved where works[work.id] != work {
      remove(work.id)
      insert(work)
      changed = true
    }
    return changed
  }

  /// The same board on `day`: every row's overdue flag worked out again.
  mutating func move(to day: Day) {
    guard day != today else { return }
    today = day
    let works = self.works
    for (state, list) in rows {
      rows[state] = ChunkedList(
        list.lazy.compactMap { works[$0.id] }.map { WorkRow($0, today: day) })
    }
  }

  private mutating func insert(_ work: Work) {
    let row = WorkRow(work, today: today)
    let index = (rows[work.state] ?? []).partitioningIndex { !$0.isInBoardOrder(before: row) }
    works[work.id] = work
    rows[work.state, default: []].insert(row, at: index)
  }

  /// Takes the work `id` off the board, if it is on it.
  @discardableResult
  private mutating func remove(_ id: UUID) -> Work? {
    guard let work = works.removeValue(forKey: id) else { return nil }
    if let index = position(of: work) {
      rows[work.state]?.remove(at: index)
    }
    return work
  }

  /// Where `work`'s row is in its column: where board order puts it, or, for a row stored in a
  /// form the order does not expect, wherever it is.
  private func position(of work: Work) -> Int? {
    guard let list = rows[work.state] else { return nil }
    let shown = WorkRow(work, today: today)
    let index = list.partitioningIndex { !$0.isInBoardOrder(before: shown) }
    if index < list.count, list[index].id == work.id { return index }
    return list.firstIndex { $0.id == work.id }
  }
}
