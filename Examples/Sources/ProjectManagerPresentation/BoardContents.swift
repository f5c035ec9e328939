import CairnPresentation
import Foundation
import ProjectManagerDomain

/// What the board shows, kept between changes: each column's works in board order and, once
/// ``BoardIndex`` is built, each shown work by id — so that a change costs O(works it wrote ×
/// log n) (a binary search and a chunk copied per work) whatever the size of the board.
struct BoardContents {
  /// Each state's works, in board order.
  private(set) var columns: [WorkState: ChunkedList<Work>]
  /// Every work shown, by id; `nil` until the index of a full read is installed.
  private(set) var works: [UUID: Work]?

  /// The board of a full read, shown as it was read: its columns adopted, not copied (O(1)).
  /// Changes need ``install(_:)`` of its ``BoardIndex`` first.
  init(_ board: Board) {
    columns = [
      .todo: ChunkedList(adopting: board.todo), .doing: ChunkedList(adopting: board.doing),
      .done: ChunkedList(adopting: board.done),
    ]
    works = nil
  }

  /// Puts in the index built for the board this was made from.
  mutating func install(_ index: BoardIndex) {
    columns = index.columns
    works = index.works
  }

  /// The work shown with this id: from the index, or, before it is installed, by a walk over
  /// the columns.
  func work(_ id: UUID) -> Work? {
    if let works { return works[id] }
    for column in columns.values {
      if let index = column.firstIndex(where: { $0.id == id }) { return column[index] }
    }
    return nil
  }

  /// Applies what one change wrote; the index must be installed.
  /// - Returns: whether anything shown changed.
  mutating func apply(saved: [Work], removed: [UUID]) -> Bool {
    var changed = false
    for id in removed where remove(id) != nil { changed = true }
    for work in saved where works?[work.id] != work {
      remove(work.id)
      insert(work)
      changed = true
    }
    return changed
  }

  private mutating func insert(_ work: Work) {
    let index = (columns[work.state] ?? []).partitioningIndex { !$0.isInBoardOrder(before: work) }
    works?[work.id] = work
    columns[work.state, default: []].insert(work, at: index)
  }

  /// Takes the work `id` off the board, if it is on it.
  @discardableResult
  private mutating func remove(_ id: UUID) -> Work? {
    guard let work = works?.removeValue(forKey: id) else { return nil }
    if let index = position(of: work) {
      columns[work.state]?.remove(at: index)
    }
    return work
  }

  /// Where `work` is in its column: where board order puts it, or, for a row stored in a form
  /// the order does not expect, wherever it is.
  private func position(of work: Work) -> Int? {
    guard let column = columns[work.state] else { return nil }
    let index = column.partitioningIndex { !$0.isInBoardOrder(before: work) }
    if index < column.count, column[index].id == work.id { return index }
    return column.firstIndex { $0.id == work.id }
  }
}

/// What changes need on top of a full read — each work by id, and the columns in chunks — built
/// from the read's ``Board`` off the main actor while the board is first shown (O(n), the one
/// pass over every work a full read costs beyond reading it).
struct BoardIndex: Sendable {
  /// Every work by id.
  let works: [UUID: Work]
  /// The columns, in chunks of `ChunkedList.chunkCapacity`.
  let columns: [WorkState: ChunkedList<Work>]

  /// The index of `board`; `nil` when the task is cancelled first.
  init?(_ board: Board) {
    var works: [UUID: Work] = [:]
    works.reserveCapacity(board.todo.count + board.doing.count + board.done.count)
    var columns: [WorkState: ChunkedList<Work>] = [:]
    for state in WorkState.allCases {
      var column = ChunkedList<Work>()
      for (offset, work) in board[state].enumerated() {
        if offset % 4_096 == 0, Task.isCancelled { return nil }
        works[work.id] = work
        column.append(work)
      }
      columns[state] = column
    }
    self.works = works
    self.columns = columns
  }
}
